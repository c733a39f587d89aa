import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createStaffRolesApi } from "platform/clients/staff-roles";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

/** Every role query of a club; a change to a role refreshes them all. */
export const rolesKey = (clubId: string) => keys.club(clubId, "roles");
export const roleListKey = (clubId: string) => [...rolesKey(clubId), "list"] as const;

/** The query options of `useRoles`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const rolesQuery = (api: AxiosInstance, clubId: string) =>
  queryOptions({
    queryKey: roleListKey(clubId),
    queryFn: () => clientOf(api, createStaffRolesApi).roles(clubId),
  });

/** The roles of a club (the selected one unless said otherwise): all of them, the API does not page them. */
export function useRoles(clubId?: string) {
  const selected = useSelectedClubId();
  const club = clubId ?? selected;
  return useQuery({ ...rolesQuery(usePlatform().api, club), enabled: club !== "" });
}

/** Reads the selected club's roles on demand (a button that first needs to know whether there is any). */
export function useFetchRoles() {
  const clubId = useSelectedClubId();
  const { api } = usePlatform();
  const queries = useQueryClient();
  return () => queries.fetchQuery(rolesQuery(api, clubId));
}
