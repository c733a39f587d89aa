import { createSchedulesApi } from "platform/clients/schedules";
import { useClubAccess } from "platform/remote/use-club-access";
import { useMemo } from "react";

/** The selected club, its schedule client and what the user may do with its schedules. */
export function useScheduleClub() {
  const access = useClubAccess("SCHEDULE");
  const api = useMemo(() => createSchedulesApi(access.platform.api), [access.platform.api]);
  return { ...access, api };
}
