import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import type { TierStatus } from "contracts/domains/membership-tiers/schemas";
import { createMembershipTiersApi } from "platform/clients/membership-tiers";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { keys } from "../../../query-keys";

export interface TierListQuery {
  page?: number;
  pageSize?: number;
  status?: TierStatus;
}

/** The query options of `useTiers`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const tiersQuery = (api: AxiosInstance, clubId: string, query: TierListQuery) => {
  const membershipTiers = clientOf(api, createMembershipTiersApi);
  return queryOptions({
    queryKey: tierListKey(clubId, query),
    queryFn: () => membershipTiers.tiers(clubId, query),
  });
};

/** Every tier query of a club; a change to a tier refreshes them all. */
export const tiersKey = (clubId: string) => keys.club(clubId, "membership-tiers");
export const tierListKey = (clubId: string, query: TierListQuery) =>
  [...tiersKey(clubId), "list", query] as const;

/** A page of the selected club's tiers (the tier list), or every tier for a picker (`pageSize: 100`). */
export function useTiers(query: TierListQuery) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...tiersQuery(usePlatform().api, clubId, query),
    enabled: clubId !== "",
    placeholderData: keepPreviousData,
  });
}
