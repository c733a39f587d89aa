import { useQuery } from "@tanstack/react-query";
import { createMembershipApi } from "platform/clients/membership";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { tiersKey } from "./get-tiers";

export const tierKey = (clubId: string, tierId: string) => [...tiersKey(clubId), "one", tierId] as const;

/** One tier of the selected club, for its edit screen. */
export function useTier(tierId: string | null) {
  const clubId = useSelectedClubId();
  const membership = useClient(createMembershipApi);
  return useQuery({
    queryKey: tierKey(clubId, tierId ?? ""),
    queryFn: () => membership.tier(clubId, tierId ?? ""),
    enabled: clubId !== "" && tierId !== null,
  });
}
