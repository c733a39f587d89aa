import { releaseReminderInputSchema } from "contracts/domains/releases/schemas";
import { createReleasesApi } from "platform/clients/releases";
import { useClient } from "platform/data/use-client";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { Actions, FieldGrid, Notice } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { releaseTexts } from "./texts";

const emailSchema = releaseReminderInputSchema.pick({ email: true });

/** Before golfers may join: an email to be reminded at when the line opens. */
export function RemindRelease({ clubId, date }: { clubId: string; date: string }) {
  const { t } = useTexts(releaseTexts);
  const messages = useMessages();
  const releases = useClient(createReleasesApi);
  const [reminded, setReminded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    schema: emailSchema,
    initialValues: { email: "" },
    onSubmit: async ({ email }) => {
      setFailure(null);
      try {
        await releases.remind(clubId, { date, email });
        setReminded(email);
      } catch (error) {
        if (form.applyApiError(error).length > 0) return;
        setFailure(messages.failure(error, t("release.remindFailed")));
      }
    },
  });
  if (reminded)
    return (
      <Notice role="status" tone="success">
        {t("release.reminded", { email: reminded })}
      </Notice>
    );
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p css={{ margin: "0 0 0.5rem" }}>{t("release.remindLead")}</p>
      <FieldGrid>
        <TextField
          label={t("fields.email")}
          required
          type="email"
          autoComplete="email"
          {...form.text("email")}
        />
      </FieldGrid>
      {failure && (
        <Notice role="alert" tone="error">
          {failure}
        </Notice>
      )}
      <Actions>
        <Button type="submit" variant="secondary" disabled={form.submitting}>
          {t("release.remind")}
        </Button>
      </Actions>
    </form>
  );
}
