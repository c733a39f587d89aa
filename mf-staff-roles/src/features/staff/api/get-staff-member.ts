import { useQuery } from "@tanstack/react-query";
import type { StaffMember } from "contracts/domains/staff-roles/schemas";
import { createStaffRolesApi, type StaffRolesApi } from "platform/clients/staff-roles";
import { useClient } from "platform/data/use-client";
import { staffKey } from "./get-staff";

export const staffMemberKey = (clubId: string, staffId: string) =>
  [...staffKey(clubId), "one", staffId] as const;

/** The largest page the staff list gives. */
const PAGE = 100;

/**
 * One staff member of a club, or null when the club has none with this id. The API has no call for one member, so
 * this reads the club's staff list a hundred at a time until the member turns up (one call for almost every club).
 */
export async function findStaffMember(
  staffRoles: StaffRolesApi,
  clubId: string,
  staffId: string,
): Promise<StaffMember | null> {
  for (let page = 1; ; page += 1) {
    const { list, total } = await staffRoles.staff(clubId, { page, pageSize: PAGE });
    const found = list.find((member) => member.staffId === staffId);
    if (found) return found;
    if (list.length === 0 || page * PAGE >= total) return null;
  }
}

/** One staff member of `clubId`, for the edit screen (not asked for without both ids). */
export function useStaffMember(clubId: string, staffId: string | null) {
  const staffRoles = useClient(createStaffRolesApi);
  return useQuery({
    queryKey: staffMemberKey(clubId, staffId ?? ""),
    queryFn: () => findStaffMember(staffRoles, clubId, staffId ?? ""),
    enabled: clubId !== "" && staffId !== null,
  });
}
