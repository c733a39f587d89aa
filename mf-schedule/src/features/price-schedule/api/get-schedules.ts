import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createSchedulesApi } from "platform/clients/schedules";
import { clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";

/** Every schedule query of a club (lists, day colours, one day's windows); a change to its schedules refreshes them all. */
export const schedulesKey = (clubId: string) => clubKey(clubId, "schedules");
export const scheduleListKey = (clubId: string, from: string, to: string) =>
  [...schedulesKey(clubId), "list", from, to] as const;

/**
 * The selected club's schedules touching `from`–`to`, with the club's today, green fees and tee-up day. The
 * answer shown stays while another range loads (the calendar's next month).
 */
export function useSchedules({ from, to }: { from: string; to: string }) {
  const clubId = useSelectedClubId();
  const schedules = useClient(createSchedulesApi);
  return useQuery({
    queryKey: scheduleListKey(clubId, from, to),
    queryFn: () => schedules.list(clubId, { from, to }),
    enabled: clubId !== "" && from !== "" && to !== "",
    placeholderData: keepPreviousData,
  });
}
