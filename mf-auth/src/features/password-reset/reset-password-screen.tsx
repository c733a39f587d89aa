import { useTexts } from "platform/i18n/use-texts";
import { useSearchParams } from "react-router-dom";
import { AuthCard } from "../common/layout/auth-card";
import { NewPasswordForm } from "./new-password-form";
import { RequestResetForm } from "./request-reset-form";
import { passwordResetTexts } from "./texts";

/** /reset-password and /resetpw: request a link, or, with ?token= from that link, set the new password. */
export function ResetPasswordScreen() {
  const { t } = useTexts(passwordResetTexts);
  const token = useSearchParams()[0].get("token");
  return (
    <AuthCard title={token ? t("reset.newTitle") : t("reset.requestTitle")}>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
