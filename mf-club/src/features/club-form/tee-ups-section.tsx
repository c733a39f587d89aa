import styled from "@emotion/styled";
import { emptyTeeUp } from "contracts/domains/clubs/forms";
import { CLUB_LIMITS } from "contracts/domains/clubs/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { TextField } from "ui-kit/text-field";
import type { FormSectionProps } from "./form-parts";
import { formList, RowListSection, rowLabel } from "./row-list-section";
import { clubFormTexts } from "./texts";

const TimeRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  align-items: start;
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

interface Props extends FormSectionProps {
  /** A fourth tee-up row was asked for. */
  onTeeUpLimit: () => void;
}

/** The club's tee-up times: an interval, a first and a last tee-up time per row, three rows at most. */
export function TeeUpsSection({ form, disabled, onTeeUpLimit }: Props) {
  const { t } = useTexts(clubFormTexts);
  return (
    <RowListSection
      {...formList(form, "teeUps", t("form.sections.teeUps"))}
      hint={t("form.rows.teeUpsHint")}
      limits={CLUB_LIMITS.teeUps}
      disabled={disabled}
      newRow={emptyTeeUp}
      addLabel={t("form.rows.addTeeUp")}
      removeLabel={(number) => t("form.rows.removeTeeUp", { number })}
      rowTitle={(number) => t("form.rows.teeUp", { number })}
      onLimit={onTeeUpLimit}
      fields={(index, number) => {
        const at = `teeUps.${index}` as const;
        return (
          <TimeRow>
            <TextField
              {...form.text(`${at}.interval`, t("form.fields.interval", { number }))}
              {...rowLabel(t("form.fields.intervalShort"), t("form.fields.interval", { number }))}
              inputMode="numeric"
              placeholder="10"
              required
              disabled={disabled}
            />
            <TextField
              {...form.text(`${at}.firstTeeUp`, t("form.fields.firstTeeUp", { number }))}
              {...rowLabel(t("form.fields.firstTeeUpShort"), t("form.fields.firstTeeUp", { number }))}
              inputMode="numeric"
              placeholder="06:00"
              maxLength={5}
              required
              disabled={disabled}
            />
            <TextField
              {...form.text(`${at}.lastTeeUp`, t("form.fields.lastTeeUp", { number }))}
              {...rowLabel(t("form.fields.lastTeeUpShort"), t("form.fields.lastTeeUp", { number }))}
              inputMode="numeric"
              placeholder="17:00"
              maxLength={5}
              required
              disabled={disabled}
            />
          </TimeRow>
        );
      }}
    />
  );
}
