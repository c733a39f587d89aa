import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TierStatus } from "contracts/domains/membership/schemas";
import { createMembershipApi } from "platform/clients/membership";
import { clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";

export interface TierListQuery {
  page?: number;
  pageSize?: number;
  status?: TierStatus;
}

/** Every tier query of a club; a change to a tier refreshes them all. */
export const tiersKey = (clubId: string) => clubKey(clubId, "membership-tiers");
export const tierListKey = (clubId: string, query: TierListQuery) =>
  [...tiersKey(clubId), "list", query] as const;

/** A page of the selected club's tiers (the tier list), or every tier for a picker (`pageSize: 100`). */
export function useTiers(query: TierListQuery) {
  const clubId = useSelectedClubId();
  const membership = useClient(createMembershipApi);
  return useQuery({
    queryKey: tierListKey(clubId, query),
    queryFn: () => membership.tiers(clubId, query),
    enabled: clubId !== "",
    placeholderData: keepPreviousData,
  });
}
