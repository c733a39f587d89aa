import type { EmailVerificationState } from "platform/http/account-gates";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAlert } from "ui-kit/dialogs";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { signUpTexts } from "./texts";

/**
 * Sign-up's two steps after the form is valid (spec §4): a Yes/No check of the email address, then the call;
 * success goes to the waiting screen, failure is shown in a dialog and field issues under their fields.
 */
export function useSignUpSubmit<T extends { email: string }>(
  send: (values: T) => Promise<unknown>,
  /** The form's applyApiError: field issues and a taken address go under their fields. */
  applyApiError: (error: unknown, fieldOfCode: { email_duplicated: "email" }) => string[],
  /** Moves the focus back into the form: the failure dialog took it away. */
  focusField: (field: string) => void,
) {
  const { t } = useTexts(signUpTexts);
  const navigate = useNavigate();
  const messages = useMessages();
  const { alert, dialog } = useAlert();
  const [pending, setPending] = useState<T | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    const values = pending;
    setPending(null);
    setSending(true);
    try {
      await send(values);
      const state: EmailVerificationState = { status: "waiting", email: values.email };
      navigate(pathTo("/email-verification"), { state });
    } catch (error) {
      // A taken address is about the email field: mark it there too, so the user sees what to change.
      const [failedField] = applyApiError(error, { email_duplicated: "email" });
      // The field the failure is about is focused once its dialog is closed.
      alert(messages.failure(error, "signup_failed"), {
        title: t("signUp.failedTitle"),
        afterClose: () => failedField && focusField(failedField),
      });
    } finally {
      setSending(false);
    }
  };

  return {
    /** Use as the form's submit handler: asks before sending. */
    ask: (values: T) => setPending(values),
    pending,
    cancel: () => setPending(null),
    confirm,
    sending,
    /** The failure's dialog, rendered once in the form. */
    failureDialog: dialog,
  };
}
