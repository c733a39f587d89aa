import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createSchedulesApi } from "platform/clients/schedules";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

/** The query options of `useSchedules`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const schedulesQuery = (
  api: AxiosInstance,
  clubId: string,
  { from, to }: { from: string; to: string },
) => {
  const schedules = clientOf(api, createSchedulesApi);
  return queryOptions({
    queryKey: scheduleListKey(clubId, from, to),
    queryFn: () => schedules.list(clubId, { from, to }),
  });
};

/** Every schedule query of a club (lists, day colours, one day's windows); a change to its schedules refreshes them all. */
export const schedulesKey = (clubId: string) => keys.club(clubId, "schedules");
export const scheduleListKey = (clubId: string, from: string, to: string) =>
  [...schedulesKey(clubId), "list", from, to] as const;

/**
 * The selected club's schedules touching `from`–`to`, with the club's today, green fees and tee-up day. The
 * answer shown stays while another range loads (the calendar's next month).
 */
export function useSchedules({ from, to }: { from: string; to: string }) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...schedulesQuery(usePlatform().api, clubId, { from, to }),
    enabled: clubId !== "" && from !== "" && to !== "",
    placeholderData: keepPreviousData,
  });
}
