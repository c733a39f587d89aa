import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createSchedulesApi } from "platform/clients/schedules";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { schedulesKey } from "../../common/api/get-schedules";

export const scheduleDayKey = (clubId: string, date: string) =>
  [...schedulesKey(clubId), "day", date] as const;

/** The query options of `useScheduleDay`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const scheduleDayQuery = (api: AxiosInstance, clubId: string, date: string | null) => {
  const schedules = clientOf(api, createSchedulesApi);
  return queryOptions({
    queryKey: scheduleDayKey(clubId, date ?? ""),
    queryFn: () => schedules.day(clubId, date ?? ""),
  });
};

/** The windows of one date with their green fee and price per player; nothing is asked without a date. */
export function useScheduleDay(date: string | null) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...scheduleDayQuery(usePlatform().api, clubId, date),
    enabled: clubId !== "" && date !== null,
  });
}
