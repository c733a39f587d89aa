import type { TFunction } from "i18next";
import type { DropdownOption } from "ui-kit/dropdown";
import { countries } from "./countries";

export const countryOptions = (t: TFunction): DropdownOption[] =>
  countries.map((country) => ({ value: country.name, text: t(`countries.${country.code}`) }));

/** The four countries' codes, plus the current one when it is another (kept, not silently replaced). */
export function phoneCodeOptions(t: TFunction, current = ""): DropdownOption[] {
  const options = countries.map((country) => ({
    value: country.phoneCode,
    text: `${country.phoneCode} (${t(`countries.${country.code}`)})`,
  }));
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, text: current }]
    : options;
}
