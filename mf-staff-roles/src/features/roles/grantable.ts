import { actions } from "contracts/domains/common/permissions";
import { type RolePermissions, roleKinds } from "contracts/domains/staff-roles/schemas";
import { useCan } from "shared/remote/use-club-access";

/**
 * Whether the signed-in user may hand out a role: every action it grants is one they hold in the selected club
 * (owners and administrators hold them all). The server refuses anything else; the screens only offer what works.
 */
export function useGrantable() {
  const can = useCan();
  return (permissions: RolePermissions) =>
    roleKinds.every((kind) => actions.every((action) => !permissions[kind]?.[action] || can(kind, action)));
}
