import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { Period } from "contracts/domains/reports/schemas";
import { createReportsApi } from "platform/clients/reports";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { reportKey } from "./report-key";

/** The query options of `useRevenueReport`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const revenueReportQuery = (api: AxiosInstance, clubId: string, period: Period | null) => {
  const reports = clientOf(api, createReportsApi);
  return queryOptions({
    queryKey: reportKey(clubId, "revenue", period),
    queryFn: () => reports.revenue(clubId, period as Period),
  });
};

/** The selected club's revenue by day and by membership tier, over `period`. */
export function useRevenueReport(period: Period | null) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...revenueReportQuery(usePlatform().api, clubId, period),
    enabled: clubId !== "" && period !== null,
    placeholderData: keepPreviousData,
  });
}
