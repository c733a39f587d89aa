import { useState } from "react";
import { useCatalogueMessage, useFailureMessage } from "ui-kit/use-failure-message";
import { useAccounts } from "../platform/use-platform";

export interface ResendOutcome {
  ok: boolean;
  message: string;
}

/** Resends the verification mail: 'The email has been resent.' or 'Failed to resend the email.' (spec §8). */
export function useResend() {
  const accounts = useAccounts();
  const failureMessage = useFailureMessage();
  const catalogue = useCatalogueMessage();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  const resend = async (email: string) => {
    setSending(true);
    setOutcome(null);
    try {
      await accounts.resendVerification(email);
      setOutcome({ ok: true, message: catalogue("email_resent") });
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error, "resend_failed") });
    } finally {
      setSending(false);
    }
  };
  return { resend, sending, outcome };
}
