import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createStaffRolesApi } from "platform/clients/staff-roles";
import { clientOf } from "platform/data/use-client";
import { usePlatform } from "platform/remote/platform-context";
import { staffKey } from "../../common/api/get-staff";

export const staffMemberKey = (clubId: string, staffId: string) =>
  [...staffKey(clubId), "one", staffId] as const;

/** The query options of `useStaffMember`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const staffMemberQuery = (api: AxiosInstance, clubId: string, staffId: string | null) => {
  const staffRoles = clientOf(api, createStaffRolesApi);
  return queryOptions({
    queryKey: staffMemberKey(clubId, staffId ?? ""),
    queryFn: () => staffRoles.staffMember(clubId, staffId ?? ""),
  });
};

/** One staff member of `clubId`, for the edit screen (not asked for without both ids; 404 shows as missing). */
export function useStaffMember(clubId: string, staffId: string | null) {
  return useQuery({
    ...staffMemberQuery(usePlatform().api, clubId, staffId),
    enabled: clubId !== "" && staffId !== null,
  });
}
