import type { ChangeEvent } from "react";
import { TextField, type TextFieldProps } from "./text-field";

export const digitsOnly = (value: string) => value.replace(/\D+/g, "");

/** A text field that keeps digits only, whatever is typed or pasted (spec §5). */
export function PhoneField({ onChange, ...rest }: TextFieldProps) {
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    const cleaned = digitsOnly(event.target.value);
    if (cleaned !== event.target.value) event.target.value = cleaned;
    onChange?.(event);
  };
  return (
    <TextField type="tel" inputMode="numeric" autoComplete="tel-national" onChange={keepDigits} {...rest} />
  );
}
