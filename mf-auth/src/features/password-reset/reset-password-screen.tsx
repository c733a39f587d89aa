import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { AUTH_NAMESPACE } from "../i18n/namespace";
import { AuthCard } from "../layout/auth-card";
import { NewPasswordForm } from "./new-password-form";
import { RequestResetForm } from "./request-reset-form";

/** /reset-password and /resetpw: request a link, or, with ?token= from that link, set the new password. */
export function ResetPasswordScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const token = useSearchParams()[0].get("token");
  return (
    <AuthCard title={token ? t("reset.newTitle") : t("reset.requestTitle")}>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
