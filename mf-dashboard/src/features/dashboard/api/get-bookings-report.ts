import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { Period } from "contracts/domains/reports/schemas";
import { createReportsApi } from "platform/clients/reports";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { reportKey } from "./report-key";

/** The query options of `useBookingsReport`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const bookingsReportQuery = (api: AxiosInstance, clubId: string, period: Period | null) => {
  const reports = clientOf(api, createReportsApi);
  return queryOptions({
    queryKey: reportKey(clubId, "bookings", period),
    queryFn: () => reports.bookings(clubId, period as Period),
  });
};

/** The selected club's bookings by channel and status, and the no-show rate, over `period`. */
export function useBookingsReport(period: Period | null) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...bookingsReportQuery(usePlatform().api, clubId, period),
    enabled: clubId !== "" && period !== null,
    placeholderData: keepPreviousData,
  });
}
