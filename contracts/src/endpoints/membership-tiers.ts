import { endpoint } from "./endpoint";

export const listMembershipTiers = endpoint("get", "/clubs/{clubId}/membership-tiers", "listMembershipTiers");
export const createMembershipTier = endpoint(
  "post",
  "/clubs/{clubId}/membership-tiers",
  "createMembershipTier",
);
export const getMembershipTier = endpoint(
  "get",
  "/clubs/{clubId}/membership-tiers/{tierId}",
  "getMembershipTier",
);
export const updateMembershipTier = endpoint(
  "put",
  "/clubs/{clubId}/membership-tiers/{tierId}",
  "updateMembershipTier",
);
export const setMembershipTierStatus = endpoint(
  "patch",
  "/clubs/{clubId}/membership-tiers/{tierId}/status",
  "setMembershipTierStatus",
);
export const deleteMembershipTier = endpoint(
  "delete",
  "/clubs/{clubId}/membership-tiers/{tierId}",
  "deleteMembershipTier",
);
