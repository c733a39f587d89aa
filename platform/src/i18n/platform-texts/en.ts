import type { Shape } from "../texts";

export const en = {
  harness: {
    language: "Language",
    email: "Email",
    password: "Password",
    signIn: "Sign in",
    signOut: "Sign out",
    signedInAs: "Signed in as {{name}}",
    failed: "Sign-in failed ({{status}})",
  },
  unavailable: {
    title: "This section is unavailable",
    body: "It could not be loaded. The rest of the app still works.",
    crashed: "It stopped because of an error. The rest of the app still works.",
    retry: "Retry",
    retrying: "Retrying…",
  },
  loading: "Loading…",
  openedFrom: "Opened from {{path}}",
};

export type PlatformTexts = Shape<typeof en>;
