import { useMemo } from "react";
import type { Action, FeatureKey } from "shared/domains/common/permissions";
import { createMembershipApi } from "shared/domains/membership/api";
import { usePlatform } from "shared/remote/platform-context";

export { usePlatform };

export function useMembershipApi() {
  const { api } = usePlatform();
  return useMemo(() => createMembershipApi(api), [api]);
}

export function useClubId() {
  return usePlatform().session.get("clubId") ?? "";
}

/** Whether to offer a button: the server decides every call anyway; this only spares the user a refusal. */
export function useCan() {
  const platform = usePlatform();
  const isAdmin = platform.session.get("userSession")?.isAdmin === true;
  return (feature: FeatureKey, action: Action) =>
    isAdmin ||
    (platform.permissions.forCurrentClub(feature) as Record<string, boolean> | undefined)?.[action] === true;
}

/** The id an edit or profile screen works on, from its address (`?id=`), so a reload keeps it. */
export function useIdParam(search: string) {
  const id = new URLSearchParams(search).get("id");
  return id && /^[0-9a-fA-F]{24}$/.test(id) ? id : null;
}
