import { useMemo, useSyncExternalStore } from "react";
import { createReservationsApi } from "shared/domains/reservations/api";
import { usePlatform } from "shared/remote/platform-context";

/** The selected club, its reservations client and what the user may do with its bookings. */
export function useReservationClub() {
  const platform = usePlatform();
  const { session, permissions } = platform;
  const clubId = useSyncExternalStore(session.subscribe, () => session.get("clubId"));
  const api = useMemo(() => createReservationsApi(platform.api), [platform.api]);
  const grants = (clubId ? permissions.forCurrentClub("RESERVATION") : undefined) as
    | Record<string, boolean>
    | undefined;
  const isAdmin = session.get("userSession")?.isAdmin === true;
  const may = (action: "create" | "update") => isAdmin || grants?.[action] === true;
  return { clubId, api, canCreate: may("create"), canUpdate: may("update") };
}
