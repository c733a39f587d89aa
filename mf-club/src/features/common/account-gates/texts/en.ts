import type { Shape } from "platform/i18n/texts";

export const en = {
  noClub: {
    title: "No golf club yet",
    owner: "No golf club has been added to your account yet. Log in again to add your first club.",
    employee: "You are not assigned to a golf club yet. Please contact your manager.",
  },
  emailRequired: {
    title: "Email verification required",
    body: "Please verify your email address before using the back-office. Open the link we sent to your inbox.",
    bodyWithEmail:
      "Please verify {{email}} before using the back-office. Open the link we sent to your inbox.",
    resend: "Resend verification email",
  },
  pending: {
    title: "Pending account verification",
    body: "Your business account is being reviewed. You can use the back-office as soon as it is approved.",
  },
  backToLogin: "Back to login",
};

export type AccountGatesResources = Shape<typeof en>;
