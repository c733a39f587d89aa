import { TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import { useTexts } from "platform/i18n/use-texts";
import { CheckedField } from "./checked-field";
import { commonTexts } from "./texts";

interface Props {
  /** The form's control of the players field. */
  control: {
    ref?: (element: HTMLElement | null) => void;
    value: number;
    onBlur?: () => void;
    onChange: (value: number) => void;
    error?: string | undefined;
  };
  /** The smallest party the club takes; every count from it up to a tee time's capacity is listed. */
  fewest: number;
  /** Counts above this are listed but cannot be chosen (the places left). */
  most: number;
}

/** The number of players of a booking: a select from the smallest party to a tee time's capacity. */
export function PlayersField({ control, fewest, most }: Props) {
  const { t } = useTexts(commonTexts);
  return (
    <CheckedField label={t("fields.players")} error={control.error}>
      <select
        ref={control.ref}
        name="players"
        value={control.value}
        onBlur={control.onBlur}
        onChange={(e) => control.onChange(Number(e.target.value))}
      >
        {Array.from({ length: TEE_TIME_CAPACITY - fewest + 1 }, (_, i) => fewest + i).map((n) => (
          <option key={n} value={n} disabled={n > most}>
            {n}
          </option>
        ))}
      </select>
    </CheckedField>
  );
}
