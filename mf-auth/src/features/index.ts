import type { ComponentType } from "react";
import { EmailVerificationScreen } from "./email-verification/email-verification-screen";
import { SignUpVerifyScreen } from "./email-verification/signup-verify-screen";
import { LoginScreen } from "./login/login-screen";
import { ResetPasswordScreen } from "./password-reset/reset-password-screen";
import { ProfileScreen } from "./profile/profile-screen";
import { BusinessSignUpScreen } from "./sign-up/business-sign-up-screen";
import { EmployeeSignUpScreen } from "./sign-up/employee-sign-up-screen";
import { SelectAccountTypeScreen } from "./sign-up/select-account-type-screen";
import { VerifyPasswordScreen } from "./verify-password/verify-password-screen";
import { WelcomeScreen } from "./welcome/welcome-screen";

export { AUTH_NAMESPACE, type AuthResources, authResources } from "./i18n";

/** Every mf-auth route and its screen; the app wires each with `<Route path={path} element={<Screen />} />`. */
export const authRoutes: Record<string, ComponentType> = {
  "/welcome": WelcomeScreen,
  "/login": LoginScreen,
  "/select-account-type": SelectAccountTypeScreen,
  "/sign-up-business": BusinessSignUpScreen,
  "/sign-up-employee": EmployeeSignUpScreen,
  "/signup/verify": SignUpVerifyScreen,
  "/email-verification": EmailVerificationScreen,
  "/reset-password": ResetPasswordScreen,
  "/resetpw": ResetPasswordScreen,
  "/verify-password": VerifyPasswordScreen,
  "/profile": ProfileScreen,
};
