import { grantsOnlyHeld } from "contracts/domains/staff-roles/grants";
import type { RolePermissions } from "contracts/domains/staff-roles/schemas";
import { useCan } from "platform/remote/use-club-access";

/** Whether the signed-in user may hand out a role in the selected club (the API holds the same rule). */
export function useGrantable() {
  const can = useCan();
  return (permissions: RolePermissions) => grantsOnlyHeld(permissions, can);
}
