import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScheduleModify } from "contracts/domains/schedules/schemas";
import { createSchedulesApi } from "platform/clients/schedules";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { schedulesKey } from "../../common/api/get-schedules";

/** The calendar's Modify on a day or a range (all or nothing); the club's schedules, colours and days are read afresh. */
export function useModifySchedules() {
  const clubId = useSelectedClubId();
  const schedules = useClient(createSchedulesApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["modify-schedules"],
    mutationFn: (modify: ScheduleModify) => schedules.modify(clubId, modify),
    onSuccess: () => queries.invalidateQueries({ queryKey: schedulesKey(clubId) }),
  });
}
