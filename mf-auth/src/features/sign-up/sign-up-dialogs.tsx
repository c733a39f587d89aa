import { useTexts } from "platform/i18n/use-texts";
import { Button } from "ui-kit/button";
import { ConfirmDialog } from "ui-kit/dialogs";
import { signUpTexts } from "./texts";
import type { useSignUpSubmit } from "./use-sign-up-submit";

interface Props {
  submit: Pick<ReturnType<typeof useSignUpSubmit>, "pending" | "confirm" | "cancel" | "failureDialog">;
  /** Moves the focus back to the email field once the check is answered No: the dialog took it away. */
  focusEmail: () => void;
}

/** The email check before sending and the failure message after; closing either returns to the field concerned. */
export function SignUpDialogs({ submit, focusEmail }: Props) {
  const { t } = useTexts(signUpTexts);
  const email = submit.pending?.email ?? null;
  return (
    <>
      <ConfirmDialog
        open={email !== null}
        title={t("signUp.confirmTitle")}
        message={t("signUp.confirmEmail", { email: email ?? "" })}
        onConfirm={submit.confirm}
        onCancel={() => {
          submit.cancel();
          focusEmail();
        }}
      />
      {submit.failureDialog}
    </>
  );
}

/** The long submit button both sign-up forms end with. */
export function SignUpButton({ busy, sending }: { busy: boolean; sending: boolean }) {
  const { t } = useTexts(signUpTexts);
  return (
    <Button type="submit" size="long" disabled={busy}>
      {sending ? t("signUp.sending") : t("signUp.submit")}
    </Button>
  );
}
