import styled from "@emotion/styled";
import { type Period, type ReportQuery, reportQuerySchema } from "contracts/domains/reports/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { Button } from "ui-kit/button";
import { Toolbar } from "ui-kit/page-kit";
import { SegmentedToggle } from "ui-kit/segmented-toggle";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { PRESETS, type Preset } from "./period";
import { dashboardTexts } from "./texts";

/**
 * The two dates and Show, aligned by their tops: a message under one date does not lift the other's label and
 * input out of line, and Show stays level with the inputs (below the height of a label row and its gap).
 */
const DateRow = styled(Toolbar)`
  align-items: flex-start;
  & > button {
    margin-top: calc(1.4rem + 0.375rem);
  }
  @media (max-width: 640px) {
    & > button {
      margin-top: 0;
    }
  }
`;

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
  // The API's own query schema checks the dates: real dates, `to` not before `from`, at most 366 days.
  const form = useForm<Period, ReportQuery>({
    schema: reportQuerySchema,
    initialValues: period ?? { from: "", to: "" },
    onSubmit: onCustom,
  });
  const choose = (next: Preset) => {
    if (next === "custom" && period) form.reset(period);
    onPreset(next);
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
        <form onSubmit={form.handleSubmit} noValidate>
          <DateRow>
            <TextField label={t("period.from")} type="date" {...form.text("from")} />
            <TextField label={t("period.to")} type="date" {...form.text("to")} />
            <Button type="submit" size="short">
              {t("period.show")}
            </Button>
          </DateRow>
        </form>
      )}
    </>
  );
}
