import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureMessage } from "shared/ui/use-failure-message";
import { AUTH_NAMESPACE } from "../i18n/namespace";
import { useAccounts } from "../platform/use-platform";

export interface ResendOutcome {
  ok: boolean;
  message: string;
}

/** Resends the verification mail: 'The email has been resent.' or 'Failed to resend the email.' (spec §8). */
export function useResend() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const accounts = useAccounts();
  const failureMessage = useFailureMessage();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  const resend = async (email: string) => {
    setSending(true);
    setOutcome(null);
    try {
      await accounts.resendVerification(email);
      // The UI's own text, so the notice follows a language switch made after the call.
      setOutcome({ ok: true, message: t("verification.resent") });
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error, "resend_failed") });
    } finally {
      setSending(false);
    }
  };
  return { resend, sending, outcome };
}
