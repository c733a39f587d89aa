import { emailOnlyForm } from "contracts/domains/accounts/forms";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "ui-kit/button";
import { TextField } from "ui-kit/text-field";
import { useFailureMessage } from "ui-kit/use-failure-message";
import { useForm } from "ui-kit/use-form";
import { AUTH_NAMESPACE } from "../i18n/namespace";
import { Lead, Notice, Stack } from "../layout/auth-card";
import { useAccounts } from "../platform/use-platform";

/** Step one of a reset: ask for a link by email. The answer never reveals whether the address exists. */
export function RequestResetForm() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const accounts = useAccounts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The failed call itself, worded at render time so the message follows a language switch.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const failureMessage = useFailureMessage();
  const form = useForm({
    schema: emailOnlyForm,
    initialValues: { email: "" },
    onSubmit: async ({ email }) => {
      setFailure(null);
      try {
        await accounts.requestPasswordReset(email);
        setSentTo(email);
      } catch (error) {
        setFailure({ error });
      }
    },
  });

  return (
    <Stack noValidate onSubmit={form.handleSubmit}>
      <Lead>{t("reset.requestLead")}</Lead>
      <TextField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        required
        {...form.text("email")}
      />
      {sentTo && (
        <Notice tone="success" role="status">
          {t("reset.sent", { email: sentTo })}
        </Notice>
      )}
      {failure && (
        <Notice tone="error" role="alert">
          {failureMessage(failure.error, t("reset.failed"))}
        </Notice>
      )}
      <Button type="submit" size="long" disabled={form.submitting}>
        {t("reset.send")}
      </Button>
    </Stack>
  );
}
