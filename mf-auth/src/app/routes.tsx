import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router-dom";
import { PlatformRouteTitle } from "shared/ui/platform-route-title";
import { AUTH_NAMESPACE } from "../i18n/translations";
import { WelcomeScreen } from "./scaffold/welcome-screen";

/** Route → screen wiring of mf-auth: the one place where a screen is plugged in. Paths match remote.json. */
export function AppRoutes() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const title = (key: string) => <PlatformRouteTitle title={t(`titles.${key}`)} />;
  return (
    <Routes>
      <Route path="/welcome" element={<WelcomeScreen />} />
      <Route path="/login" element={title("login")} />
      <Route path="/select-account-type" element={title("selectAccountType")} />
      <Route path="/sign-up-business" element={title("signUpBusiness")} />
      <Route path="/sign-up-employee" element={title("signUpEmployee")} />
      <Route path="/signup/verify" element={title("signUpVerify")} />
      <Route path="/email-verification" element={title("emailVerification")} />
      <Route path="/reset-password" element={title("resetPassword")} />
      <Route path="/resetpw" element={title("resetPassword")} />
      <Route path="/verify-password" element={title("verifyPassword")} />
      <Route path="/profile" element={title("profile")} />
      {/* Another app's route: this remote is unmounting, render nothing meanwhile. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
