import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffCreate, StaffMember, StaffUpdate } from "contracts/domains/staff-roles/schemas";
import { createStaffRolesApi } from "platform/clients/staff-roles";
import { useClient } from "platform/data/use-client";
import { rolesKey } from "../../common/api/get-roles";
import { allStaffKey, staffKey } from "../../common/api/get-staff";

export type StaffChange =
  | { kind: "add"; clubId: string; input: StaffCreate }
  | { kind: "update"; member: StaffMember; update: StaffUpdate }
  | { kind: "delete"; member: StaffMember };

const clubOf = (change: StaffChange) => (change.kind === "add" ? change.clubId : change.member.clubId);

/**
 * Adds a staff member to a club, changes one's role or status, or removes one (the member's own club, which on
 * /staff-all need not be the selected one). That club's staff, all staff and the club's roles (their staff counts)
 * are read afresh afterwards.
 */
export function useChangeStaff() {
  const staffRoles = useClient(createStaffRolesApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["change-staff"],
    mutationFn: async (change: StaffChange): Promise<unknown> => {
      if (change.kind === "add") return staffRoles.addStaff(change.clubId, change.input);
      if (change.kind === "update") {
        return staffRoles.updateStaff(change.member.clubId, change.member.staffId, change.update);
      }
      return staffRoles.deleteStaff(change.member.clubId, change.member.staffId);
    },
    onSuccess: (_answer, change) =>
      Promise.all([
        queries.invalidateQueries({ queryKey: staffKey(clubOf(change)) }),
        queries.invalidateQueries({ queryKey: allStaffKey() }),
        queries.invalidateQueries({ queryKey: rolesKey(clubOf(change)) }),
      ]),
  });
}
