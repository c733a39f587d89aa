import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AxiosInstance } from "axios";
import { createMembershipTiersApi } from "platform/clients/membership-tiers";
import { clientOf } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { usePlatform } from "platform/remote/platform-context";
import { tiersKey } from "../../common/api/get-tiers";

export const tierKey = (clubId: string, tierId: string) => [...tiersKey(clubId), "one", tierId] as const;

/** The query options of `useTier`: its key and fetcher, for prefetching, `ensureQueryData` and tests. */
export const tierQuery = (api: AxiosInstance, clubId: string, tierId: string | null) => {
  const membershipTiers = clientOf(api, createMembershipTiersApi);
  return queryOptions({
    queryKey: tierKey(clubId, tierId ?? ""),
    queryFn: () => membershipTiers.tier(clubId, tierId ?? ""),
  });
};

/** One tier of the selected club, for its edit screen. */
export function useTier(tierId: string | null) {
  const clubId = useSelectedClubId();
  return useQuery({
    ...tierQuery(usePlatform().api, clubId, tierId),
    enabled: clubId !== "" && tierId !== null,
  });
}
