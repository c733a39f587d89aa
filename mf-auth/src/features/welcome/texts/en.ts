import type { Shape } from "platform/i18n/texts";

export const en = {
  welcome: {
    title: "Select Country on Map or Just Signup/Login",
    lead: "Choose your country to see the back-office in its language, or go straight on.",
    signUp: "Sign Up",
    login: "Login",
    mapLabel: "World map: choose a country",
  },
};

export type WelcomeTexts = Shape<typeof en>;
