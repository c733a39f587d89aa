import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Role, RoleInput } from "contracts/domains/staff-roles/schemas";
import { createStaffRolesApi } from "platform/clients/staff-roles";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { getApiError } from "platform/http/errors";
import { rolesKey } from "../../common/api/get-roles";
import { allStaffKey, staffKey } from "../../common/api/get-staff";

export type RoleChange = { kind: "save"; roleId?: string; input: RoleInput } | { kind: "delete"; role: Role };

/**
 * Creates, updates or deletes a role of the selected club. Roles and the staff lists (which show each member's role
 * name) are read afresh afterwards; so are the roles when the role turned out to be gone already.
 */
export function useChangeRole() {
  const clubId = useSelectedClubId();
  const staffRoles = useClient(createStaffRolesApi);
  const queries = useQueryClient();
  const refresh = () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: rolesKey(clubId) }),
      queries.invalidateQueries({ queryKey: staffKey(clubId) }),
      queries.invalidateQueries({ queryKey: allStaffKey() }),
    ]);
  return useMutation({
    mutationKey: ["change-role"],
    mutationFn: async (change: RoleChange) => {
      if (change.kind === "delete") return staffRoles.deleteRole(clubId, change.role.roleId);
      return change.roleId
        ? staffRoles.updateRole(clubId, change.roleId, change.input)
        : staffRoles.createRole(clubId, change.input);
    },
    onSuccess: refresh,
    onError: (error) => {
      if (getApiError(error).status === 404) void queries.invalidateQueries({ queryKey: rolesKey(clubId) });
    },
  });
}
