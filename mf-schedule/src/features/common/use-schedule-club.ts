import { useMemo, useSyncExternalStore } from "react";
import { createSchedulesApi } from "shared/domains/schedules/api";
import { usePlatform } from "shared/remote/platform-context";

/** The selected club, its schedule client and what the user may do with its schedules. */
export function useScheduleClub() {
  const platform = usePlatform();
  const { session, permissions } = platform;
  const clubId = useSyncExternalStore(session.subscribe, () => session.get("clubId"));
  const api = useMemo(() => createSchedulesApi(platform.api), [platform.api]);
  const grants = (clubId ? permissions.forCurrentClub("SCHEDULE") : undefined) as
    | Record<string, boolean>
    | undefined;
  const isAdmin = session.get("userSession")?.isAdmin === true;
  const may = (action: "create" | "update") => isAdmin || grants?.[action] === true;
  return { clubId, api, canCreate: may("create"), canUpdate: may("update"), platform };
}
