import { useMemo } from "react";
import { createSchedulesApi } from "shared/clients/schedules";
import { useClubAccess } from "shared/remote/use-club-access";

/** The selected club, its schedule client and what the user may do with its schedules. */
export function useScheduleClub() {
  const access = useClubAccess("SCHEDULE");
  const api = useMemo(() => createSchedulesApi(access.platform.api), [access.platform.api]);
  return { ...access, api };
}
