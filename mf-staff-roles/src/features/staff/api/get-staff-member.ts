import { useQuery } from "@tanstack/react-query";
import { createStaffRolesApi } from "platform/clients/staff-roles";
import { useClient } from "platform/data/use-client";
import { staffKey } from "./get-staff";

export const staffMemberKey = (clubId: string, staffId: string) =>
  [...staffKey(clubId), "one", staffId] as const;

/** One staff member of `clubId`, for the edit screen (not asked for without both ids; 404 shows as missing). */
export function useStaffMember(clubId: string, staffId: string | null) {
  const staffRoles = useClient(createStaffRolesApi);
  return useQuery({
    queryKey: staffMemberKey(clubId, staffId ?? ""),
    queryFn: () => staffRoles.staffMember(clubId, staffId ?? ""),
    enabled: clubId !== "" && staffId !== null,
  });
}
