import { defineRemote, type ScreenSource } from "platform/remote/define-remote";
import declaration from "../remote.json";
// The other screens by their own files, so each (with its texts) stays in its own chunk.
import { WelcomeScreen } from "./features/welcome/welcome-screen";
import type { AuthPath } from "./paths";

/**
 * Every screen but /welcome in its own chunk: most visitors land on /welcome, so the libraries only forms need (zod,
 * the form helpers, the HTTP error handling) are fetched when a form screen is first opened, not on the first load.
 * /welcome stays in the first chunk so its text never waits on a second round trip.
 */
export const remote = defineRemote({
  name: "mf-auth",
  declaration,
  screens: {
    "/welcome": WelcomeScreen,
    "/login": { lazy: async () => (await import("./features/login/login-screen")).LoginScreen },
    "/select-account-type": {
      lazy: async () =>
        (await import("./features/sign-up/select-account-type-screen")).SelectAccountTypeScreen,
    },
    "/sign-up-business": {
      lazy: async () => (await import("./features/sign-up/business-sign-up-screen")).BusinessSignUpScreen,
    },
    "/sign-up-employee": {
      lazy: async () => (await import("./features/sign-up/employee-sign-up-screen")).EmployeeSignUpScreen,
    },
    "/signup/verify": {
      lazy: async () =>
        (await import("./features/email-verification/signup-verify-screen")).SignUpVerifyScreen,
    },
    "/email-verification": {
      lazy: async () =>
        (await import("./features/email-verification/email-verification-screen")).EmailVerificationScreen,
    },
    "/reset-password": {
      lazy: async () => (await import("./features/password-reset/reset-password-screen")).ResetPasswordScreen,
    },
    "/resetpw": {
      lazy: async () => (await import("./features/password-reset/reset-password-screen")).ResetPasswordScreen,
    },
    "/verify-password": {
      lazy: async () =>
        (await import("./features/verify-password/verify-password-screen")).VerifyPasswordScreen,
    },
    "/profile": { lazy: async () => (await import("./features/profile/profile-screen")).ProfileScreen },
  } satisfies Record<AuthPath, ScreenSource>,
});

// Exposed to the shell as "./app".
export const { bootstrap, mount, unmount, prefetch } = remote;
