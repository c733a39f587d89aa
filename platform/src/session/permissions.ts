import type { PermissionHelpers, SessionStore, UserPermissions } from "../core/contract";
import { SIGNED_OUT_ACCESS } from "./access-map";

/** spec §6 permission helpers over the stored user session. */
export function createPermissionHelpers(
  session: SessionStore,
  accessMap: PermissionHelpers["accessMap"] = () => ({ ...SIGNED_OUT_ACCESS }),
): PermissionHelpers {
  const permissions = (): UserPermissions => session.get("userSession")?.userPermissions ?? {};
  return {
    forCurrentClub(feature) {
      const clubId = session.get("clubId");
      if (!clubId) return undefined;
      const club = permissions()[clubId];
      return feature ? club?.[feature] : club;
    },
    anyClubGrants(feature, action) {
      return Object.values(permissions()).some((club) => club[feature]?.[action] === true);
    },
    merge(update) {
      const current = session.get("userSession") ?? {
        isBusinessOwner: false,
        isAdmin: false,
        userPermissions: {},
      };
      const merged: UserPermissions = { ...current.userPermissions };
      for (const [clubId, features] of Object.entries(update)) {
        merged[clubId] = { ...merged[clubId], ...features };
      }
      session.set("userSession", { ...current, userPermissions: merged });
    },
    accessMap,
  };
}
