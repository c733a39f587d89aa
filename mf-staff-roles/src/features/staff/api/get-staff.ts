import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AllStaffQuery } from "contracts/domains/staff-roles/schemas";
import { createStaffRolesApi } from "platform/clients/staff-roles";
import { accountKey, clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";

/** Every staff query of a club; a change to its staff refreshes them all. */
export const staffKey = (clubId: string) => clubKey(clubId, "staff");
/** Staff across every club the account owns (administrators: every club): not one club's data. */
export const allStaffKey = () => accountKey("staff", "all");

export type StaffQuery = Partial<AllStaffQuery>;

/**
 * A page of staff: of the selected club (/staff), or of every club the account owns, optionally one (/staff-all,
 * where `clubId` filters).
 */
export function useStaffList(all: boolean, query: StaffQuery) {
  const clubId = useSelectedClubId();
  const staffRoles = useClient(createStaffRolesApi);
  const { clubId: onlyClub, ...clubQuery } = query;
  return useQuery({
    queryKey: all ? [...allStaffKey(), "list", query] : [...staffKey(clubId), "list", clubQuery],
    queryFn: () =>
      all
        ? staffRoles.allStaff({ ...clubQuery, ...(onlyClub ? { clubId: onlyClub } : {}) })
        : staffRoles.staff(clubId, clubQuery),
    enabled: all || clubId !== "",
    placeholderData: keepPreviousData,
  });
}
