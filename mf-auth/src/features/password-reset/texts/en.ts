import type { Shape } from "platform/i18n/texts";

export const en = {
  reset: {
    requestTitle: "Reset password",
    requestLead: "Enter the email of your account and we will send you a link to set a new password.",
    send: "Send reset link",
    sent: "If an account exists for {{email}}, a reset link is on its way. Check your inbox.",
    failed: "Reset password failed!",
    newTitle: "Set a new password",
    newLead: "Choose a new password of at least 8 letters.",
    save: "Change password",
    done: "Your password has been changed. Log in with the new password.",
    linkInvalid: "This link may have expired or already been used.",
    requestNew: "Request a new link",
  },
};

export type PasswordResetTexts = Shape<typeof en>;
