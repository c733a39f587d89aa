import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Period } from "contracts/domains/reports/schemas";
import { createReportsApi } from "platform/clients/reports";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { reportKey } from "./report-key";

/** The selected club's bookings by channel and status, and the no-show rate, over `period`. */
export function useBookingsReport(period: Period | null) {
  const clubId = useSelectedClubId();
  const reports = useClient(createReportsApi);
  return useQuery({
    queryKey: reportKey(clubId, "bookings", period),
    queryFn: () => reports.bookings(clubId, period as Period),
    enabled: clubId !== "" && period !== null,
    placeholderData: keepPreviousData,
  });
}
