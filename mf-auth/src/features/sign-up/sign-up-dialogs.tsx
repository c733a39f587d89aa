import { useTexts } from "platform/i18n/use-texts";
import { Button } from "ui-kit/button";
import { AlertDialog, ConfirmDialog } from "ui-kit/dialogs";
import { signUpTexts } from "./texts";
import type { useSignUpSubmit } from "./use-sign-up-submit";

interface Props {
  submit: Pick<
    ReturnType<typeof useSignUpSubmit>,
    "pending" | "confirm" | "cancel" | "failure" | "dismissFailure"
  >;
  /** Moves the focus back into the form: a dialog took it away. */
  focusField: (field: string) => void;
}

/** The email check before sending and the failure message after; closing either returns to the field concerned. */
export function SignUpDialogs({ submit, focusField }: Props) {
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
          focusField("email");
        }}
      />
      <AlertDialog
        open={submit.failure !== null}
        title={t("signUp.failedTitle")}
        message={submit.failure ?? ""}
        onClose={() => {
          const field = submit.dismissFailure();
          if (field) focusField(field);
        }}
      />
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
