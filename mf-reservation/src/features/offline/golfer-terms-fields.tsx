import type { SettingsFormValues } from "contracts/domains/reservations/forms";
import {
  FREE_CANCELLATION_HOURS_MAX,
  FREE_CANCELLATION_HOURS_MIN,
  OFFER_MINUTES_MAX,
  OFFER_MINUTES_MIN,
  type ReservationSettingsInput,
} from "contracts/domains/reservations/settings";
import { useTexts } from "platform/i18n/use-texts";
import { useId } from "react";
import { ErrorText } from "ui-kit/field-parts";
import { FieldGrid } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import type { FormApi } from "ui-kit/use-form";
import { offlineTexts } from "./texts";

type SettingsForm = FormApi<SettingsFormValues, ReservationSettingsInput>;

/**
 * The settings golfers meet after booking: until how many hours before the tee time their own cancellation is free,
 * how long places offered from the waitlist are held for them, and the hours in which offers are mailed.
 */
export function GolferTermsFields({ form }: { form: SettingsForm }) {
  const { t } = useTexts(offlineTexts);
  return (
    <fieldset css={{ border: 0, margin: "0 0 1rem", padding: 0, minWidth: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: "0.75rem" }}>{t("settings.golferTerms")}</legend>
      {/* One under the other: a hint and a problem under each would not fit the grid's rows. */}
      <div css={{ display: "grid", gap: "0.75rem", maxWidth: "40rem", marginBottom: "1rem" }}>
        <TextField
          label={t("settings.freeCancellationHours")}
          hint={t("settings.freeCancellationHint")}
          type="number"
          min={FREE_CANCELLATION_HOURS_MIN}
          max={FREE_CANCELLATION_HOURS_MAX}
          {...form.text("freeCancellationHours")}
        />
        <TextField
          label={t("settings.waitlistOfferMinutes")}
          hint={t("settings.waitlistOfferHint")}
          type="number"
          min={OFFER_MINUTES_MIN}
          max={OFFER_MINUTES_MAX}
          {...form.text("waitlistOfferMinutes")}
        />
      </div>
      <ContactHoursField form={form} />
    </fieldset>
  );
}

/**
 * The contact hours as one field of two times: what is wrong with them (a missing time, an end not after the start)
 * is said once under both, which both name as their description; the start takes the focus when they are refused.
 */
function ContactHoursField({ form }: { form: SettingsForm }) {
  const { t } = useTexts(offlineTexts);
  const id = useId();
  const field = form.control("contactHours");
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.error ? errorId : null, hintId].filter(Boolean).join(" ");
  const end = (key: "from" | "to") => ({
    type: "time",
    step: 60,
    value: field.value[key],
    onChange: (event: { target: { value: string } }) =>
      form.setValue("contactHours", { ...field.value, [key]: event.target.value }),
    onBlur: field.onBlur,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": describedBy,
  });
  return (
    // minWidth 0: the two times go one under the other on a phone instead of widening the page.
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={{ fontSize: "0.875rem", fontWeight: 600, marginBottom: "0.375rem" }}>
        {t("settings.contactHours")}
      </legend>
      <FieldGrid css={{ maxWidth: "24rem" }}>
        <TextField
          label={t("settings.contactFrom")}
          name="contactHours.from"
          ref={field.ref}
          {...end("from")}
        />
        <TextField label={t("settings.contactTo")} name="contactHours.to" {...end("to")} />
      </FieldGrid>
      <p id={hintId} css={{ margin: 0, fontSize: "0.8125rem", color: colors.muted }}>
        {t("settings.contactHoursHint")}
      </p>
      {field.error && (
        <ErrorText id={errorId} role="alert">
          {field.error}
        </ErrorText>
      )}
    </fieldset>
  );
}
