import type { EmailVerificationState } from "platform/http/account-gates";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Lead } from "ui-kit/page-kit";
import { sharedTexts } from "../../i18n/shared";
import { pathTo } from "../../paths";
import { AuthCard } from "../common/layout/auth-card";
import { useVerifySignUp } from "./api/verify-sign-up";

/** /signup/verify?token=…: the link from the mail; verifies once, then shows the outcome. */
export function SignUpVerifyScreen() {
  const { t } = useTexts(sharedTexts);
  const verify = useVerifySignUp();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token");
  // The token is single-use: a second call (StrictMode remount) would report a failure for a good link.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const show = (state: EmailVerificationState) =>
      navigate(pathTo("/email-verification"), { replace: true, state });
    // A link without a token, or one the API refuses, is a bad sign-up link (spec §8).
    if (!token) {
      show({ status: "failed", reason: "signup_token_invalid" });
      return;
    }
    verify.mutate(token, {
      onSuccess: (result) => show({ status: "verified", email: result.email }),
      onError: (error) =>
        show(
          getApiError(error).code === "signup_token_invalid"
            ? { status: "failed", reason: "signup_token_invalid" }
            : { status: "failed" },
        ),
    });
  }, [verify, navigate, token]);

  return (
    <AuthCard title={t("verification.checkingTitle")}>
      <Lead role="status">{t("verification.checking")}</Lead>
    </AuthCard>
  );
}
