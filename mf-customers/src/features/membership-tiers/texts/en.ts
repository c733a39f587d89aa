import type { Shape } from "platform/i18n/texts";

export const en = {
  titles: {
    membershipTiers: "Membership tiers",
    membershipCreate: "Create membership tier",
    membershipUpdate: "Edit membership tier",
  },
};

export type TiersTexts = Shape<typeof en>;
