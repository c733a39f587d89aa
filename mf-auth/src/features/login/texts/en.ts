import type { Shape } from "platform/i18n/texts";

export const en = {
  login: {
    title: "Login",
    submit: "Login",
    submitting: "Signing in…",
    forgot: "Forgot your password?",
    signUp: "Create an account",
  },
};

export type LoginTexts = Shape<typeof en>;
