import type { Period } from "contracts/domains/reports/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { type FormEvent, useState } from "react";
import { Button } from "ui-kit/button";
import { Toolbar } from "ui-kit/page-kit";
import { SegmentedToggle } from "ui-kit/segmented-toggle";
import { TextField } from "ui-kit/text-field";
import { useCatalogueMessage } from "ui-kit/use-failure-message";
import { PRESETS, type Preset, periodProblem } from "./period";
import { dashboardTexts } from "./texts";

/**
 * The period: a preset (this week, this month, the last 30 days) or the user's own dates, shown once both are
 * real dates at most 366 days apart; a wrong pair is said under the field it concerns.
 */
export function PeriodPicker({
  preset,
  period,
  onPreset,
  onCustom,
}: {
  preset: Preset;
  /** The period on screen, which the custom dates start from. */
  period: Period | null;
  onPreset: (preset: Preset) => void;
  onCustom: (period: Period) => void;
}) {
  const { t } = useTexts(dashboardTexts);
  const catalogue = useCatalogueMessage();
  const [draft, setDraft] = useState<Period>(period ?? { from: "", to: "" });
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? periodProblem(draft) : null;
  const choose = (next: Preset) => {
    if (next === "custom" && period) setDraft(period);
    setSubmitted(false);
    onPreset(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!periodProblem(draft)) onCustom(draft);
  };
  return (
    <>
      <SegmentedToggle
        label={t("period.label")}
        value={preset}
        options={PRESETS.map((value) => ({ value, text: t(`period.${value}`) }))}
        onChange={choose}
      />
      {preset === "custom" && (
        <form onSubmit={submit} noValidate>
          <Toolbar>
            <TextField
              label={t("period.from")}
              type="date"
              value={draft.from}
              error={problem?.field === "from" ? catalogue(problem.code) : undefined}
              onChange={(event) => setDraft((now) => ({ ...now, from: event.target.value }))}
            />
            <TextField
              label={t("period.to")}
              type="date"
              value={draft.to}
              error={problem?.field === "to" ? catalogue(problem.code) : undefined}
              onChange={(event) => setDraft((now) => ({ ...now, to: event.target.value }))}
            />
            <Button type="submit" size="short">
              {t("period.show")}
            </Button>
          </Toolbar>
        </form>
      )}
    </>
  );
}
