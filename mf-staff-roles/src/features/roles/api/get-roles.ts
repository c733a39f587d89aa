import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createStaffRolesApi, type StaffRolesApi } from "platform/clients/staff-roles";
import { clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";

/** Every role query of a club; a change to a role refreshes them all. */
export const rolesKey = (clubId: string) => clubKey(clubId, "roles");
export const roleListKey = (clubId: string) => [...rolesKey(clubId), "list"] as const;

const roleListQuery = (staffRoles: StaffRolesApi, clubId: string) => ({
  queryKey: roleListKey(clubId),
  queryFn: () => staffRoles.roles(clubId),
});

/** The roles of a club (the selected one unless said otherwise): all of them, the API does not page them. */
export function useRoles(clubId?: string) {
  const selected = useSelectedClubId();
  const club = clubId ?? selected;
  const staffRoles = useClient(createStaffRolesApi);
  return useQuery({ ...roleListQuery(staffRoles, club), enabled: club !== "" });
}

/** Reads the selected club's roles on demand (a button that first needs to know whether there is any). */
export function useFetchRoles() {
  const clubId = useSelectedClubId();
  const staffRoles = useClient(createStaffRolesApi);
  const queries = useQueryClient();
  return () => queries.fetchQuery(roleListQuery(staffRoles, clubId));
}
