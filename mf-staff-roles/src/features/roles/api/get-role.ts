import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createStaffRolesApi } from "platform/clients/staff-roles";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { rolesKey } from "../../common/api/get-roles";

export const roleKey = (clubId: string, roleId: string) => [...rolesKey(clubId), "one", roleId] as const;

/** The query options of `useRole`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const roleQuery = (api: AxiosInstance, clubId: string, roleId: string | null) => {
  const staffRoles = clientOf(api, createStaffRolesApi);
  return queryOptions({
    queryKey: roleKey(clubId, roleId ?? ""),
    queryFn: () => staffRoles.role(clubId, roleId ?? ""),
  });
};

/** One role of the selected club, for its edit screen (not asked for without an id). */
export function useRole(roleId: string | null) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...roleQuery(usePlatform().api, clubId, roleId),
    enabled: clubId !== "" && roleId !== null,
  });
}
