import { type ComponentType, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { WelcomeScreen } from "../features/welcome/welcome-screen";
import { lazyScreen } from "./lazy-screen";

/**
 * Every screen but /welcome in its own chunk: most visitors land on /welcome, so the libraries only forms need (zod,
 * the form helpers, the HTTP error handling) are fetched when a form screen is first opened, not on the first load.
 */
const screen = lazyScreen;

/**
 * Route → screen wiring of mf-auth. Paths match remote.json and `authRoutes` in `features/` (the test checks all
 * three agree). The screens are imported one by one, not through `features/index.ts`, which imports every screen
 * eagerly. /welcome stays in the first chunk so its text never waits on a second round trip.
 */
export const lazyAuthRoutes: Record<string, ComponentType> = {
  "/welcome": WelcomeScreen,
  "/login": screen(async () => (await import("../features/login/login-screen")).LoginScreen),
  "/select-account-type": screen(
    async () => (await import("../features/sign-up/select-account-type-screen")).SelectAccountTypeScreen,
  ),
  "/sign-up-business": screen(
    async () => (await import("../features/sign-up/business-sign-up-screen")).BusinessSignUpScreen,
  ),
  "/sign-up-employee": screen(
    async () => (await import("../features/sign-up/employee-sign-up-screen")).EmployeeSignUpScreen,
  ),
  "/signup/verify": screen(
    async () => (await import("../features/email-verification/signup-verify-screen")).SignUpVerifyScreen,
  ),
  "/email-verification": screen(
    async () =>
      (await import("../features/email-verification/email-verification-screen")).EmailVerificationScreen,
  ),
  "/reset-password": screen(
    async () => (await import("../features/password-reset/reset-password-screen")).ResetPasswordScreen,
  ),
  "/resetpw": screen(
    async () => (await import("../features/password-reset/reset-password-screen")).ResetPasswordScreen,
  ),
  "/verify-password": screen(
    async () => (await import("../features/verify-password/verify-password-screen")).VerifyPasswordScreen,
  ),
  "/profile": screen(async () => (await import("../features/profile/profile-screen")).ProfileScreen),
};

export function AppRoutes() {
  return (
    // While a screen's chunk loads the content area stays empty; the shell shows its spinner over it meanwhile.
    <Suspense fallback={null}>
      <Routes>
        {Object.entries(lazyAuthRoutes).map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {/* Another app's route: this remote is unmounting, render nothing meanwhile. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
