import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScheduleInput } from "contracts/domains/schedules/schemas";
import { createSchedulesApi } from "platform/clients/schedules";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { schedulesKey } from "../../common/api/get-schedules";

/** Adds a schedule to the selected club; its schedules, the calendar's colours and days are read afresh. */
export function useCreateSchedule() {
  const clubId = useSelectedClubId();
  const schedules = useClient(createSchedulesApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["create-schedule"],
    mutationFn: (schedule: ScheduleInput) => schedules.create(clubId, schedule),
    onSuccess: () => queries.invalidateQueries({ queryKey: schedulesKey(clubId) }),
  });
}
