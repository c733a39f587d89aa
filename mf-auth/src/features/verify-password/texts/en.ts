import type { Shape } from "platform/i18n/texts";

export const en = {
  "verify-password": {
    title: "Verify password",
    lead: "For your security, enter your password again to continue.",
    submit: "Continue",
    text005: "Confirm",
  },
};

export type VerifyPasswordTexts = Shape<typeof en>;
