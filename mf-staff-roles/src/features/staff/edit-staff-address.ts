import type { StaffMember } from "contracts/domains/staff-roles/schemas";

/**
 * Where a staff member is edited: `/edit-staff?id=<staffId>` for the selected club's list, and with the member's club
 * (`&club=<clubId>`) from /staff-all, whose rows may belong to any of the user's clubs; the edit screen goes back to
 * /staff-all then. Everything is in the address, so a reload or a shared link opens the same member.
 */
export function editStaffAddress(member: Pick<StaffMember, "staffId" | "clubId">, all: boolean) {
  const query = new URLSearchParams({ id: member.staffId, ...(all ? { club: member.clubId } : {}) });
  return `/edit-staff?${query}`;
}
