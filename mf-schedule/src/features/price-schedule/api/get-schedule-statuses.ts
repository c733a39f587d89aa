import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PaletteIndex } from "contracts/domains/schedules/calendar";
import { createSchedulesApi } from "platform/clients/schedules";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { schedulesKey } from "./get-schedules";

export const scheduleStatusesKey = (clubId: string, dates: readonly string[]) =>
  [...schedulesKey(clubId), "statuses", dates.join(",")] as const;

/** Spec §7: each date's colour (palette index), by date; the colours shown stay while another month's load. */
export function useScheduleStatuses(dates: readonly string[]) {
  const clubId = useSelectedClubId();
  const schedules = useClient(createSchedulesApi);
  return useQuery({
    queryKey: scheduleStatusesKey(clubId, dates),
    queryFn: async () => {
      const statuses = await schedules.statusList(clubId, dates);
      return Object.fromEntries(dates.map((date, i) => [date, (statuses[i] ?? 0) as PaletteIndex]));
    },
    enabled: clubId !== "" && dates.length > 0,
    placeholderData: keepPreviousData,
  });
}
