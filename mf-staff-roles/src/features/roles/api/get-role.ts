import { useQuery } from "@tanstack/react-query";
import { createStaffRolesApi } from "platform/clients/staff-roles";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { rolesKey } from "./get-roles";

export const roleKey = (clubId: string, roleId: string) => [...rolesKey(clubId), "one", roleId] as const;

/** One role of the selected club, for its edit screen (not asked for without an id). */
export function useRole(roleId: string | null) {
  const clubId = useSelectedClubId();
  const staffRoles = useClient(createStaffRolesApi);
  return useQuery({
    queryKey: roleKey(clubId, roleId ?? ""),
    queryFn: () => staffRoles.role(clubId, roleId ?? ""),
    enabled: clubId !== "" && roleId !== null,
  });
}
