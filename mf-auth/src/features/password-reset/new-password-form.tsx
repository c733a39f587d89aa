import { newPasswordForm } from "contracts/domains/accounts/forms";
import { getApiError } from "platform/http/errors";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { TextField } from "ui-kit/text-field";
import { useFailureMessage } from "ui-kit/use-failure-message";
import { useForm } from "ui-kit/use-form";
import { AUTH_NAMESPACE } from "../i18n/namespace";
import { Actions, Lead, Notice, Stack } from "../layout/auth-card";
import { useAccounts } from "../platform/use-platform";

/** Step two, from the mail's link: a new password with confirmation ('Invalid password!', 'Password confirm failed!'). */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const accounts = useAccounts();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  // The failed call itself, worded at render time so the message follows a language switch.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // The link itself was refused (expired, used, mistyped): retrying cannot help, a new link can.
  const [linkRefused, setLinkRefused] = useState(false);
  const failureMessage = useFailureMessage();
  const form = useForm({
    schema: newPasswordForm,
    initialValues: { password: "", passwordConfirm: "" },
    onSubmit: async ({ password, passwordConfirm }) => {
      setFailure(null);
      try {
        await accounts.confirmPasswordReset(token, password, passwordConfirm);
        setDone(true);
      } catch (error) {
        setFailure({ error });
        setLinkRefused(getApiError(error).code === "reset_token_invalid");
      }
    },
  });

  if (done) {
    return (
      <>
        <Notice tone="success" role="status">
          {t("reset.done")}
        </Notice>
        <Actions>
          <Button size="short" onClick={() => navigate("/login")}>
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
      {failure && (
        <Notice tone="error" role="alert">
          {failureMessage(failure.error, "reset_token_invalid")}
          {linkRefused && (
            <>
              {" "}
              {t("reset.linkInvalid")} <Link to="/reset-password">{t("reset.requestNew")}</Link>
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
