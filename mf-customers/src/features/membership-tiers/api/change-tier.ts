import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Tier, TierInputParsed } from "contracts/domains/membership-tiers/schemas";
import { createMembershipTiersApi } from "platform/clients/membership-tiers";
import { useClient } from "platform/data/use-client";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { keys } from "../../../query-keys";
import { tiersKey } from "../../common/api/get-tiers";

export type TierChange =
  | { kind: "save"; tierId?: string; input: TierInputParsed }
  | { kind: "delete" | "disable" | "activate"; tier: Tier };

/**
 * Creates, updates, disables, activates or deletes a tier of the selected club. Tiers and the customers who hold
 * them (their tier name and discount) are read afresh afterwards.
 */
export function useChangeTier() {
  const clubId = useSelectedClubId();
  const membershipTiers = useClient(createMembershipTiersApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["change-tier"],
    mutationFn: async (change: TierChange) => {
      if (change.kind === "save") {
        return change.tierId
          ? membershipTiers.updateTier(clubId, change.tierId, change.input)
          : membershipTiers.createTier(clubId, change.input);
      }
      if (change.kind === "delete") return membershipTiers.deleteTier(clubId, change.tier.tierId);
      return membershipTiers.setTierStatus(
        clubId,
        change.tier.tierId,
        change.kind === "disable" ? "disabled" : "active",
      );
    },
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: tiersKey(clubId) }),
        queries.invalidateQueries({ queryKey: keys.club(clubId, "customers") }),
      ]),
  });
}
