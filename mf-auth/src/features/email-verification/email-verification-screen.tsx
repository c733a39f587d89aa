import type { EmailVerificationState } from "platform/http/account-gates";
import { useTexts } from "platform/i18n/use-texts";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Actions, Lead, Notice } from "ui-kit/page-kit";
import { useMessages } from "ui-kit/use-messages";
import { sharedTexts } from "../../i18n/shared";
import { pathTo } from "../../paths";
import { AuthCard } from "../common/layout/auth-card";
import { usePlatform } from "../common/platform/use-platform";
import { useResendVerification } from "./api/resend-verification";
import { useSignOut } from "./api/sign-out";

function readState(state: unknown): EmailVerificationState {
  const value = state as Partial<EmailVerificationState> | null;
  const status = value?.status === "verified" || value?.status === "failed" ? value.status : "waiting";
  return {
    status,
    ...(typeof value?.email === "string" ? { email: value.email } : {}),
    ...(value?.reason === "signup_token_invalid" ? { reason: value.reason } : {}),
  };
}

/** /email-verification: waiting for the mail (with resend), verified, or failed — chosen by navigation state. */
export function EmailVerificationScreen() {
  const { t } = useTexts(sharedTexts);
  const navigate = useNavigate();
  const { status, email, reason } = readState(useLocation().state);
  const resend = useResendVerification();
  const signOut = useSignOut();
  const { session } = usePlatform();
  const messages = useMessages();
  // 'The email has been resent.' or 'Failed to resend the email.' (spec §8), worded at render time.
  const outcome = resend.isSuccess
    ? { ok: true, message: messages.word("email_resent") }
    : resend.isError
      ? { ok: false, message: messages.failure(resend.error, "resend_failed") }
      : null;
  // A sign-in stopped at the verification gate left a session (and the name in the top bar); going back to the
  // login screen ends it the way Log out does (spec §4), so the next person at this browser starts clean.
  const toLoginScreen = () => {
    const token = session.get("signToken");
    session.clear();
    // A failed sign-out is reported by the platform's failure log; the user is signed out here either way.
    if (token) signOut.mutate(token);
    navigate(pathTo("/login"));
  };
  const toLogin = (
    <Button size="short" variant={status === "waiting" ? "secondary" : "primary"} onClick={toLoginScreen}>
      {t("verification.toLogin")}
    </Button>
  );

  if (status === "verified") {
    return (
      <AuthCard title={t("verification.verifiedTitle")}>
        <Notice tone="success">{t("verification.verified", { email: email ?? "" })}</Notice>
        <Actions>{toLogin}</Actions>
      </AuthCard>
    );
  }
  if (status === "failed") {
    return (
      <AuthCard title={t("verification.failedTitle")}>
        {reason ? (
          <>
            <Notice tone="error" role="alert">
              {messages.word(reason)}
            </Notice>
            <Lead>{t("verification.failed")}</Lead>
          </>
        ) : (
          <Notice tone="error" role="alert">
            {t("verification.failed")}
          </Notice>
        )}
        <Actions>{toLogin}</Actions>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("verification.waitingTitle")}>
      <Lead>{email ? t("verification.waitingWithEmail", { email }) : t("verification.waiting")}</Lead>
      {outcome && (
        <Notice tone={outcome.ok ? "success" : "error"} role="status">
          {outcome.message}
        </Notice>
      )}
      <Actions>
        {email && (
          <Button size="short" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
            {t("verification.resend")}
          </Button>
        )}
        {toLogin}
      </Actions>
    </AuthCard>
  );
}
