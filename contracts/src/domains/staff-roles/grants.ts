import { type Action, actions } from "../common/permissions";
import { type RoleKind, type RolePermissions, roleKinds } from "./schemas";

/**
 * Whether every action `permissions` grants is one `holds` says the granter holds: nobody hands out (or takes from
 * someone stronger) what they do not hold themselves. The API refuses anything else; the screens offer only this.
 */
export const grantsOnlyHeld = (
  permissions: RolePermissions,
  holds: (kind: RoleKind, action: Action) => boolean,
): boolean =>
  roleKinds.every((kind) => actions.every((action) => !permissions[kind]?.[action] || holds(kind, action)));
