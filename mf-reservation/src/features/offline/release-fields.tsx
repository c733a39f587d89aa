import type { SettingsFormValues } from "contracts/domains/reservations/forms";
import type { ReservationSettingsInput } from "contracts/domains/reservations/settings";
import { useTexts } from "platform/i18n/use-texts";
import { useId } from "react";
import { Checkbox } from "ui-kit/checkbox";
import { FieldGrid } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import type { FormApi } from "ui-kit/use-form";
import { offlineTexts } from "./texts";

type SettingsForm = FormApi<SettingsFormValues, ReservationSettingsInput>;

/**
 * The fair release of each new booking day, off by default: on, the day entering the online window opens at a set
 * club time instead of midnight, golfers who joined the line beforehand are drawn in a random order and each has a
 * short turn to book, within the caps set here.
 */
export function ReleaseFields({ form }: { form: SettingsForm }) {
  const { t } = useTexts(offlineTexts);
  const hint = useId();
  const on = form.values.release.on;
  return (
    <fieldset css={{ border: 0, margin: "0 0 1rem", padding: 0, minWidth: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: "0.75rem" }}>{t("settings.release")}</legend>
      <div css={{ display: "grid", gap: "0.75rem", maxWidth: "40rem" }}>
        <Checkbox
          name="release.on"
          label={t("settings.releaseOn")}
          checked={on}
          aria-describedby={hint}
          onChange={(e) => form.setValue("release.on", e.target.checked)}
        />
        <p id={hint} css={{ margin: 0, color: colors.muted, fontSize: "0.875rem", lineHeight: 1.5 }}>
          {t("settings.releaseHint")}
        </p>
        {on && (
          <FieldGrid>
            <TextField label={t("settings.releaseAt")} type="time" step={60} {...form.text("release.at")} />
            <TextField
              label={t("settings.releaseTurnMinutes")}
              type="number"
              min={1}
              max={10}
              {...form.text("release.turnMinutes")}
            />
            <TextField
              label={t("settings.releaseAtOnce")}
              type="number"
              min={1}
              max={50}
              {...form.text("release.atOnce")}
            />
            <TextField
              label={t("settings.releaseMaxBookings")}
              type="number"
              min={1}
              max={4}
              {...form.text("release.maxBookings")}
            />
            <TextField
              label={t("settings.releaseMaxPlayers")}
              type="number"
              min={1}
              max={4}
              {...form.text("release.maxPlayers")}
            />
          </FieldGrid>
        )}
      </div>
    </fieldset>
  );
}
