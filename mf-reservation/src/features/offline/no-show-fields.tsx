import type { SettingsFormValues } from "contracts/domains/reservations/forms";
import {
  NO_SHOW_GRACE_MAX,
  NO_SHOW_GRACE_MIN,
  type ReservationSettingsInput,
} from "contracts/domains/reservations/settings";
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
        <StrikeRuleFields form={form} />
      </div>
    </fieldset>
  );
}

/** The strike rule: off by default; on, how many no-shows within how many days block online booking how long. */
function StrikeRuleFields({ form }: { form: SettingsForm }) {
  const { t } = useTexts(offlineTexts);
  const hint = useId();
  const on = form.values.strikeRule.on;
  return (
    <>
      <Checkbox
        name="strikeRule.on"
        label={t("settings.strikes")}
        checked={on}
        aria-describedby={hint}
        onChange={(e) => form.setValue("strikeRule.on", e.target.checked)}
      />
      <p id={hint} css={{ margin: 0, color: colors.muted, fontSize: "0.875rem", lineHeight: 1.5 }}>
        {t("settings.strikesHint")}
      </p>
      {on && (
        <FieldGrid>
          <TextField
            label={t("settings.strikeNoShows")}
            type="number"
            min={1}
            max={10}
            {...form.text("strikeRule.noShows")}
          />
          <TextField
            label={t("settings.strikeWithinDays")}
            type="number"
            min={1}
            max={365}
            {...form.text("strikeRule.withinDays")}
          />
          <TextField
            label={t("settings.strikeBlockDays")}
            type="number"
            min={1}
            max={365}
            {...form.text("strikeRule.blockDays")}
          />
        </FieldGrid>
      )}
    </>
  );
}
