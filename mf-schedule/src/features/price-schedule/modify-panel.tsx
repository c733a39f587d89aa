import styled from "@emotion/styled";
import { pricePerPlayerCents } from "contracts/domains/pricing/booking";
import type { PriceKind, ScheduleStatus } from "contracts/domains/schedules/calendar";
import type { ScheduleList, ScheduleModify } from "contracts/domains/schedules/schemas";
import { formatDate, formatPrice } from "contracts/i18n/format";
import { useTexts } from "platform/i18n/use-texts";
import { useState } from "react";
import { Button } from "ui-kit/button";
import { Checkbox } from "ui-kit/checkbox";
import { Dropdown } from "ui-kit/dropdown";
import { Modal } from "ui-kit/modal";
import { SegmentedToggle } from "ui-kit/segmented-toggle";
import { priceScheduleTexts } from "./texts";

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: min(26rem, 80vw);
`;

const Range = styled.p`
  margin: 0;
  font-weight: 600;
`;

const KEEP = "keep";

export interface ModifyPanelProps {
  open: boolean;
  range: { from: string; to: string };
  greenFees: ScheduleList["greenFees"];
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (modify: ScheduleModify) => void;
}

/** The Modify panel of the calendar: what to change on the selected days, or remove their schedules. */
export function ModifyPanel({ open, range, greenFees, submitting, onCancel, onSubmit }: ModifyPanelProps) {
  const { t, i18n } = useTexts(priceScheduleTexts);
  const language = i18n.language;
  const [status, setStatus] = useState<ScheduleStatus | typeof KEEP>(KEEP);
  const [greenFeeId, setGreenFeeId] = useState<string>(KEEP);
  const [priceKind, setPriceKind] = useState<PriceKind | typeof KEEP>(KEEP);
  const [remove, setRemove] = useState(false);
  const nothing = !remove && status === KEEP && greenFeeId === KEEP && priceKind === KEEP;

  const submit = () => {
    if (remove) {
      onSubmit({ ...range, remove: true });
      return;
    }
    onSubmit({
      ...range,
      ...(status !== KEEP ? { status } : {}),
      ...(greenFeeId !== KEEP ? { greenFeeId } : {}),
      ...(priceKind !== KEEP ? { priceKind } : {}),
    });
  };

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t("modify.title")}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("modify.cancel")}
          </Button>
          <Button onClick={submit} disabled={nothing || submitting}>
            {t("modify.save")}
          </Button>
        </>
      }
    >
      <Fields>
        <Range>
          {range.from === range.to
            ? formatDate(range.from, language)
            : `${formatDate(range.from, language)} – ${formatDate(range.to, language)}`}
        </Range>
        <Checkbox
          label={t("modify.remove")}
          checked={remove}
          onChange={(event) => setRemove(event.target.checked)}
        />
        {!remove && (
          <>
            <SegmentedToggle
              label={t("modify.status")}
              value={status}
              onChange={setStatus}
              options={[
                { value: KEEP, text: t("modify.keep") },
                { value: "public", text: t("status.public") },
                { value: "hidden", text: t("status.hidden") },
              ]}
            />
            <Dropdown
              label={t("modify.greenFee")}
              value={greenFeeId}
              onChange={setGreenFeeId}
              options={[
                { value: KEEP, text: t("modify.keep") },
                ...greenFees.map((fee) => ({
                  value: fee.greenFeeId,
                  text: `${fee.name} (${formatPrice(fee.regularPriceCents, language)} / ${formatPrice(pricePerPlayerCents(fee, "additional"), language)})`,
                })),
              ]}
            />
            <SegmentedToggle
              label={t("modify.priceKind")}
              value={priceKind}
              onChange={setPriceKind}
              options={[
                { value: KEEP, text: t("modify.keep") },
                { value: "regular", text: t("day.regular") },
                { value: "additional", text: t("day.additional") },
              ]}
            />
          </>
        )}
      </Fields>
    </Modal>
  );
}
