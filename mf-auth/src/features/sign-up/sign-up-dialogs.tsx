import { useTranslation } from "react-i18next";
import { AlertDialog, ConfirmDialog } from "shared/ui/dialogs";
import { AUTH_NAMESPACE } from "../i18n/namespace";

interface Props {
  email: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  failure: string | null;
  onDismissFailure: () => void;
}

/** The email check before sending and the failure message after. */
export function SignUpDialogs({ email, onConfirm, onCancel, failure, onDismissFailure }: Props) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <>
      <ConfirmDialog
        open={email !== null}
        title={t("signUp.confirmTitle")}
        message={t("signUp.confirmEmail", { email: email ?? "" })}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
      <AlertDialog
        open={failure !== null}
        title={t("signUp.failedTitle")}
        message={failure ?? ""}
        onClose={onDismissFailure}
      />
    </>
  );
}
