import type { Action, FeatureKey } from "contracts/domains/common/permissions";
import { useSyncExternalStore } from "react";
import { usePlatform } from "./platform-context";

/**
 * Whether the signed-in user may do `action` on `feature` in the selected club, to offer only the buttons that
 * will work. The server decides every call anyway; this only spares the user a refusal.
 */
export function useCan() {
  const platform = usePlatform();
  const isAdmin = platform.session.get("userSession")?.isAdmin === true;
  return (feature: FeatureKey, action: Action) =>
    isAdmin ||
    (platform.permissions.forCurrentClub(feature) as Record<string, boolean> | undefined)?.[action] === true;
}

/** The selected club (followed as it changes) and what the user may do there with `feature`. */
export function useClubAccess(feature: FeatureKey) {
  const platform = usePlatform();
  const { session } = platform;
  const clubId = useSyncExternalStore(session.subscribe, () => session.get("clubId"));
  const can = useCan();
  return {
    platform,
    clubId,
    canCreate: Boolean(clubId) && can(feature, "create"),
    canUpdate: Boolean(clubId) && can(feature, "update"),
  };
}
