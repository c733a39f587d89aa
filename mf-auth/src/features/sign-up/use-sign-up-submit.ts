import type { EmailVerificationState } from "platform/http/account-gates";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAlert } from "ui-kit/dialogs";
import { useFailureMessage } from "ui-kit/use-failure-message";
import { signUpTexts } from "./texts";

type ServerErrors = Record<string, string>;

/**
 * Sign-up's two steps after the form is valid (spec §4): a Yes/No check of the email address, then the call;
 * success goes to the waiting screen, failure is shown in a dialog and field issues under their fields.
 */
export function useSignUpSubmit<T extends { email: string }>(
  send: (values: T) => Promise<unknown>,
  showFieldErrors: (errors: ServerErrors) => void,
  /** Moves the focus back into the form: the failure dialog took it away. */
  focusField: (field: string) => void,
) {
  const { t } = useTexts(signUpTexts);
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
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
      navigate("/email-verification", { state });
    } catch (error) {
      const info = getApiError(error);
      const fieldErrors: ServerErrors = Object.fromEntries(
        info.issues.map((issue) => [issue.path, issue.message]),
      );
      // A taken address is about the email field: mark it there too, so the user sees what to change.
      if (info.code === "email_duplicated" && info.message) fieldErrors.email ??= info.message;
      if (Object.keys(fieldErrors).length > 0) showFieldErrors(fieldErrors);
      // The field the failure is about is focused once its dialog is closed.
      const failedField = Object.keys(fieldErrors)[0];
      alert(failureMessage(error, "signup_failed"), {
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
