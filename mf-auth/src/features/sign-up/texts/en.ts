import type { Shape } from "platform/i18n/texts";

export const en = {
  accountType: {
    title: "Select account type",
    lead: "How will you use the back-office?",
    business: "Business owner",
    businessHint: "Register your company and manage your golf clubs.",
    employee: "Employee",
    employeeHint: "Join the golf club you work at.",
  },
  signUp: {
    businessTitle: "Business sign-up",
    businessLead: "Create the owner account and tell us about your company.",
    employeeTitle: "Employee sign-up",
    employeeLead: "Create your personal account.",
    accountSection: "Account",
    companySection: "Company",
    submit: "Sign Up",
    sending: "Signing up…",
    confirmTitle: "Check your email address",
    confirmEmail: "We will send a verification link to {{email}}. Is this address correct?",
    failedTitle: "Create Account",
  },
};

export type SignUpTexts = Shape<typeof en>;
