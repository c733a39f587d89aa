import { TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import { useTexts } from "platform/i18n/use-texts";
import { Dropdown } from "ui-kit/dropdown";
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

/** The number of players of a booking: a dropdown from the smallest party to a tee time's capacity. */
export function PlayersField({ control, fewest, most }: Props) {
  const { t } = useTexts(commonTexts);
  return (
    <Dropdown
      ref={control.ref}
      name="players"
      label={t("fields.players")}
      value={String(control.value)}
      onBlur={control.onBlur}
      onChange={(value) => control.onChange(Number(value))}
      error={control.error}
      options={Array.from({ length: TEE_TIME_CAPACITY - fewest + 1 }, (_, i) => fewest + i).map((n) => ({
        value: String(n),
        text: String(n),
        disabled: n > most,
      }))}
    />
  );
}
