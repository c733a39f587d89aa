import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type { Tier, TierInputParsed, TierList, TierStatus } from "contracts/domains/membership-tiers/schemas";
import * as tiers from "contracts/endpoints/membership-tiers";
import { apiCall, to } from "../http/request";

/** Typed calls for a club's membership tiers (docs/api.md "Membership tiers and customers"). */
export function createMembershipTiersApi(api: AxiosInstance) {
  return {
    tiers: (clubId: string, query: { page?: number; pageSize?: number; status?: TierStatus } = {}) =>
      apiCall<TierList>(api, to(tiers.listMembershipTiers, { clubId }), query),
    tier: (clubId: string, tierId: string) =>
      apiCall<Tier>(api, to(tiers.getMembershipTier, { clubId, tierId })),
    createTier: (clubId: string, input: TierInputParsed) =>
      apiCall<Tier>(api, to(tiers.createMembershipTier, { clubId }), input),
    updateTier: (clubId: string, tierId: string, input: TierInputParsed) =>
      apiCall<Tier>(api, to(tiers.updateMembershipTier, { clubId, tierId }), input),
    setTierStatus: (clubId: string, tierId: string, status: TierStatus) =>
      apiCall<Tier>(api, to(tiers.setMembershipTierStatus, { clubId, tierId }), { status }),
    deleteTier: (clubId: string, tierId: string) =>
      apiCall<{ deleted: true }>(api, to(tiers.deleteMembershipTier, { clubId, tierId })),
  };
}

export type MembershipTiersApi = ReturnType<typeof createMembershipTiersApi>;
