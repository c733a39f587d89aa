import { emailOnlyForm } from "contracts/domains/accounts/forms";
import { useTexts } from "platform/i18n/use-texts";
import { Button } from "ui-kit/button";
import { Lead, Notice } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { Stack } from "../common/layout/auth-card";
import { useRequestPasswordReset } from "./api/request-password-reset";
import { passwordResetTexts } from "./texts";

/** Step one of a reset: ask for a link by email. The answer never reveals whether the address exists. */
export function RequestResetForm() {
  const { t } = useTexts(passwordResetTexts);
  const request = useRequestPasswordReset();
  const messages = useMessages();
  const form = useForm({
    schema: emailOnlyForm,
    initialValues: { email: "" },
    onSubmit: async ({ email }) => {
      try {
        await request.mutateAsync(email);
      } catch {
        // Shown below from the request's own state, worded at render time so it follows a language switch.
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
      {request.isSuccess && (
        <Notice tone="success" role="status">
          {t("reset.sent", { email: request.variables })}
        </Notice>
      )}
      {request.isError && (
        <Notice tone="error" role="alert">
          {messages.failure(request.error, t("reset.failed"))}
        </Notice>
      )}
      <Button type="submit" size="long" disabled={form.submitting}>
        {t("reset.send")}
      </Button>
    </Stack>
  );
}
