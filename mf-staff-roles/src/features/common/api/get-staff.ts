import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { AllStaffQuery } from "contracts/domains/staff-roles/schemas";
import { createStaffRolesApi } from "platform/clients/staff-roles";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

/** The query options of `useStaffList`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const staffListQuery = (api: AxiosInstance, clubId: string, all: boolean, query: StaffQuery) => {
  const staffRoles = clientOf(api, createStaffRolesApi);
  const { clubId: onlyClub, ...clubQuery } = query;
  return queryOptions({
    queryKey: all
      ? keys.account("staff", "all", "list", query)
      : keys.club(clubId, "staff", "list", clubQuery),
    queryFn: () =>
      all
        ? staffRoles.allStaff({ ...clubQuery, ...(onlyClub ? { clubId: onlyClub } : {}) })
        : staffRoles.staff(clubId, clubQuery),
  });
};

/** Every staff query of a club; a change to its staff refreshes them all. */
export const staffKey = (clubId: string) => keys.club(clubId, "staff");
/** Staff across every club the account owns (administrators: every club): not one club's data. */
export const allStaffKey = () => keys.account("staff", "all");

export type StaffQuery = Partial<AllStaffQuery>;

/**
 * A page of staff: of the selected club (/staff), or of every club the account owns, optionally one (/staff-all,
 * where `clubId` filters).
 */
export function useStaffList(all: boolean, query: StaffQuery) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...staffListQuery(usePlatform().api, clubId, all, query),
    enabled: all || clubId !== "",
    placeholderData: keepPreviousData,
  });
}
