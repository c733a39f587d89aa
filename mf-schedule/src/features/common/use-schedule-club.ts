import { useSelectedClubId } from "platform/data/use-selected-club";
import { useCan } from "platform/remote/use-club-access";

/** The selected club (followed as it changes) and what the user may do with its schedules. */
export function useScheduleClub() {
  const clubId = useSelectedClubId();
  const can = useCan();
  return {
    clubId,
    canCreate: clubId !== "" && can("SCHEDULE", "create"),
    canUpdate: clubId !== "" && can("SCHEDULE", "update"),
  };
}
