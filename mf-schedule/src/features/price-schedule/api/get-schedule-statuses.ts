import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { PaletteIndex } from "contracts/domains/schedules/calendar";
import { createSchedulesApi } from "platform/clients/schedules";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { schedulesKey } from "../../common/api/get-schedules";

export const scheduleStatusesKey = (clubId: string, dates: readonly string[]) =>
  [...schedulesKey(clubId), "statuses", dates.join(",")] as const;

/** The query options of `useScheduleStatuses`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const scheduleStatusesQuery = (api: AxiosInstance, clubId: string, dates: readonly string[]) => {
  const schedules = clientOf(api, createSchedulesApi);
  return queryOptions({
    queryKey: scheduleStatusesKey(clubId, dates),
    queryFn: async () => {
      const statuses = await schedules.statusList(clubId, dates);
      return Object.fromEntries(dates.map((date, i) => [date, (statuses[i] ?? 0) as PaletteIndex]));
    },
  });
};

/** Spec §7: each date's colour (palette index), by date; the colours shown stay while another month's load. */
export function useScheduleStatuses(dates: readonly string[]) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...scheduleStatusesQuery(usePlatform().api, clubId, dates),
    enabled: clubId !== "" && dates.length > 0,
    placeholderData: keepPreviousData,
  });
}
