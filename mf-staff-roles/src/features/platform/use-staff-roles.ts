import { useMemo } from "react";
import type { Action, FeatureKey } from "shared/domains/common/permissions";
import { createStaffRolesApi } from "shared/domains/staff-roles/api";
import { usePlatform } from "shared/remote/platform-context";

export { usePlatform };

export function useStaffRolesApi() {
  const { api } = usePlatform();
  return useMemo(() => createStaffRolesApi(api), [api]);
}

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
