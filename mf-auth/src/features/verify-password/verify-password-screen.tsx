import { verifyPasswordForm } from "contracts/domains/accounts/forms";
import { backWithState } from "platform/core/navigation";
import { useUser } from "platform/data/shared-reads";
import { useTexts } from "platform/i18n/use-texts";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { useAlert } from "ui-kit/dialogs";
import { LoadGate } from "ui-kit/load-gate";
import { Lead } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { AuthCard, Stack } from "../common/layout/auth-card";
import { useVerifyPassword } from "./api/verify-password";
import { verifyPasswordTexts } from "./texts";

export interface VerifyPasswordState {
  nextPage?: string;
}

/**
 * /verify-password: re-enter the password before a sensitive screen; goes on to the next page it was given, or back
 * to the page it came from, either way replacing its own entry and handing `{ success: true }`.
 */
export function VerifyPasswordScreen() {
  const { t } = useTexts(verifyPasswordTexts);
  const verify = useVerifyPassword();
  // The signed-in address, shown (read-only) beside the password for the browser's password manager.
  const user = useUser();
  const navigate = useNavigate();
  const nextPage = (useLocation().state as VerifyPasswordState | null)?.nextPage;
  const { alert, dialog } = useAlert();
  const messages = useMessages();

  const form = useForm({
    schema: verifyPasswordForm,
    initialValues: { password: "" },
    onSubmit: async ({ password }) => {
      try {
        await verify.mutateAsync(password);
        if (nextPage) navigate(nextPage, { replace: true, state: { success: true } });
        else backWithState({ success: true });
      } catch (error) {
        form.reset({ password: "" });
        alert(messages.failure(error, "incorrect_password"), {
          confirmLabel: t("verify-password.text005"),
          afterClose: () => {
            // Opening the dialog blurred the emptied field; start it fresh so no "required" error greets the retry.
            form.reset({ password: "" });
            form.focusField("password");
          },
        });
      }
    },
  });

  return (
    <AuthCard title={t("verify-password.title")}>
      <Lead>{t("verify-password.lead")}</Lead>
      <LoadGate state={user}>
        {({ email }) => (
          <Stack noValidate onSubmit={form.handleSubmit}>
            <TextField
              label={t("fields.email")}
              type="email"
              value={email}
              readOnly
              autoComplete="username"
            />
            <TextField
              label={t("fields.password")}
              type="password"
              autoComplete="current-password"
              required
              {...form.text("password")}
            />
            <Button type="submit" size="long" disabled={!form.isValid || form.submitting}>
              {t("verify-password.submit")}
            </Button>
          </Stack>
        )}
      </LoadGate>
      {dialog}
    </AuthCard>
  );
}
