import { countryLabels } from "contracts/domains/common/countries";
import type { Shape } from "platform/i18n/texts";

export const en = {
  countries: countryLabels.en,
  fields: {
    email: "Email",
    password: "Password",
    passwordConfirm: "Confirm password",
    firstName: "First name",
    lastName: "Last name",
    country: "Country",
    companyName: "Company name",
    phoneCode: "Country code",
    phoneNumber: "Phone number",
    address: "Address",
    address2: "Address line 2",
    city: "City",
    state: "State / Province",
    certificate: "Corporate certificate (PDF, PNG or JPEG, up to 5 MB)",
    newPassword: "New password",
    newPasswordConfirm: "Confirm new password",
  },
  verification: {
    waitingTitle: "Verify your email",
    waiting: "We have sent you a verification link. Open it to activate your account.",
    waitingWithEmail: "We have sent a verification link to {{email}}. Open it to activate your account.",
    resend: "Resend verification email",
    toLogin: "Back to login",
    verifiedTitle: "Email verified",
    verified: "Your email {{email}} has been verified. You can now log in.",
    failedTitle: "Email verification",
    failed: "Email verification failed. Failed to verify your email. Please try again.",
    checkingTitle: "Email verification",
    checking: "Verifying your email…",
  },
};

export type SharedTexts = Shape<typeof en>;
