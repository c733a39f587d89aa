import { useQuery } from "@tanstack/react-query";
import { createSchedulesApi } from "platform/clients/schedules";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { schedulesKey } from "./get-schedules";

export const scheduleDayKey = (clubId: string, date: string) =>
  [...schedulesKey(clubId), "day", date] as const;

/** The windows of one date with their green fee and price per player; nothing is asked without a date. */
export function useScheduleDay(date: string | null) {
  const clubId = useSelectedClubId();
  const schedules = useClient(createSchedulesApi);
  return useQuery({
    queryKey: scheduleDayKey(clubId, date ?? ""),
    queryFn: () => schedules.day(clubId, date ?? ""),
    enabled: clubId !== "" && date !== null,
  });
}
