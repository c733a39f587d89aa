import styled from "@emotion/styled";
import { useId, useState } from "react";
import { Button } from "./button";
import { ErrorText, FieldLabel, FieldWrapper, inputStyles } from "./field-parts";
import { Modal } from "./modal";
import { ScrollPicker } from "./scroll-picker";
import { useCommonTranslation } from "./use-common-translation";

/** spec §3 "Time value": hour 0–23, minute 0–59 in steps of one, shown HH:MM zero padded. */
const HOURS = Array.from({ length: 24 }, (_, i) => i);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);
const pad = (n: number) => String(n).padStart(2, "0");
const partsOf = (value: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return { hour: match ? Number(match[1]) : 0, minute: match ? Number(match[2]) : 0 };
};

export interface TimePickerProps {
  label: string;
  /** "HH:MM". */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  name?: string;
}

const Trigger = styled.button<{ $invalid: boolean }>`
  ${(p) => inputStyles(p.$invalid)}
  text-align: left;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
`;

const Wheels = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  font-size: 1.25rem;
`;

/**
 * The time picker of spec §2: the field opens hour and minute scroll pickers; OK applies the choice, Cancel (or
 * the backdrop, or Escape) discards it.
 */
export function TimePicker({ label, value, onChange, onBlur, error, required, name }: TimePickerProps) {
  const { t } = useCommonTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(partsOf(value));
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id} text={label} required={required} />
      <Trigger
        id={id}
        type="button"
        name={name}
        $invalid={Boolean(error)}
        aria-haspopup="dialog"
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => {
          setDraft(partsOf(value));
          setOpen(true);
        }}
      >
        {value}
      </Trigger>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      <Modal
        open={open}
        onClose={close}
        title={label}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t("dialog.cancel")}
            </Button>
            <Button
              onClick={() => {
                onChange(`${pad(draft.hour)}:${pad(draft.minute)}`);
                close();
              }}
            >
              {t("dialog.ok")}
            </Button>
          </>
        }
      >
        <Wheels>
          <ScrollPicker
            label={t("timePicker.hour")}
            values={HOURS}
            value={draft.hour}
            format={pad}
            onChange={(hour) => setDraft((d) => ({ ...d, hour }))}
          />
          <span aria-hidden="true">:</span>
          <ScrollPicker
            label={t("timePicker.minute")}
            values={MINUTES}
            value={draft.minute}
            format={pad}
            onChange={(minute) => setDraft((d) => ({ ...d, minute }))}
          />
        </Wheels>
      </Modal>
    </FieldWrapper>
  );
}
