import { newPasswordForm } from "contracts/domains/accounts/forms";
import { getApiError } from "platform/http/errors";
import { useTexts } from "platform/i18n/use-texts";
import { Link, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Actions, Lead, Notice } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { Stack } from "../common/layout/auth-card";
import { useConfirmPasswordReset } from "./api/confirm-password-reset";
import { passwordResetTexts } from "./texts";

/** Step two, from the mail's link: a new password with confirmation ('Invalid password!', 'Password confirm failed!'). */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTexts(passwordResetTexts);
  const reset = useConfirmPasswordReset();
  const navigate = useNavigate();
  const messages = useMessages();
  const form = useForm({
    schema: newPasswordForm,
    initialValues: { password: "", passwordConfirm: "" },
    onSubmit: async ({ password, passwordConfirm }) => {
      try {
        await reset.mutateAsync({ token, password, passwordConfirm });
      } catch {
        // Shown below from the reset's own state, worded at render time so it follows a language switch.
      }
    },
  });
  // The link itself was refused (expired, used, mistyped): retrying cannot help, a new link can.
  const linkRefused = reset.isError && getApiError(reset.error).code === "reset_token_invalid";

  if (reset.isSuccess) {
    return (
      <>
        <Notice tone="success" role="status">
          {t("reset.done")}
        </Notice>
        <Actions>
          <Button size="short" onClick={() => navigate(pathTo("/login"))}>
            {t("verification.toLogin")}
          </Button>
        </Actions>
      </>
    );
  }
  return (
    <Stack noValidate onSubmit={form.handleSubmit}>
      <Lead>{t("reset.newLead")}</Lead>
      <TextField
        label={t("fields.newPassword")}
        type="password"
        autoComplete="new-password"
        required
        {...form.text("password")}
      />
      <TextField
        label={t("fields.newPasswordConfirm")}
        type="password"
        autoComplete="new-password"
        required
        {...form.text("passwordConfirm")}
      />
      {reset.isError && (
        <Notice tone="error" role="alert">
          {messages.failure(reset.error, "reset_token_invalid")}
          {linkRefused && (
            <>
              {" "}
              {t("reset.linkInvalid")} <Link to={pathTo("/reset-password")}>{t("reset.requestNew")}</Link>
            </>
          )}
        </Notice>
      )}
      <Button type="submit" size="long" disabled={form.submitting}>
        {t("reset.save")}
      </Button>
    </Stack>
  );
}
