import type { SettingsFormValues } from "contracts/domains/reservations/forms";
import {
  NO_SHOW_GRACE_MAX,
  NO_SHOW_GRACE_MIN,
  type ReservationSettingsInput,
} from "contracts/domains/reservations/settings";
import { useTexts } from "platform/i18n/use-texts";
import { useId } from "react";
import { Checkbox } from "ui-kit/checkbox";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import type { FormApi } from "ui-kit/use-form";
import { offlineTexts } from "./texts";

type SettingsForm = FormApi<SettingsFormValues, ReservationSettingsInput>;

/**
 * Automatic no-shows, off by default: the switch, what it does (said before it is switched on), and the grace after
 * the tee time, asked only while it is on.
 */
export function NoShowFields({ form }: { form: SettingsForm }) {
  const { t } = useTexts(offlineTexts);
  const hint = useId();
  const on = form.values.autoNoShow;
  return (
    <fieldset css={{ border: 0, margin: "0 0 1rem", padding: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: "0.75rem" }}>{t("settings.noShows")}</legend>
      <div css={{ display: "grid", gap: "0.75rem", maxWidth: "40rem" }}>
        <Checkbox
          name="autoNoShow"
          label={t("settings.autoNoShow")}
          checked={on}
          aria-describedby={hint}
          onChange={(e) => form.setValue("autoNoShow", e.target.checked)}
        />
        <p id={hint} css={{ margin: 0, color: colors.muted, fontSize: "0.875rem", lineHeight: 1.5 }}>
          {t("settings.autoNoShowHint")}
        </p>
        {on && (
          <TextField
            label={t("settings.noShowGraceMinutes")}
            type="number"
            min={NO_SHOW_GRACE_MIN}
            max={NO_SHOW_GRACE_MAX}
            {...form.text("noShowGraceMinutes")}
          />
        )}
      </div>
    </fieldset>
  );
}
