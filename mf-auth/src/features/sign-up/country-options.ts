import type { TFunction } from "i18next";
import type { DropdownOption } from "shared/ui/dropdown";
import { countries } from "../welcome/countries";

export const countryOptions = (t: TFunction): DropdownOption[] =>
  countries.map((country) => ({ value: country.code, text: t(`countries.${country.code}`) }));

export const phoneCodeOptions = (t: TFunction): DropdownOption[] =>
  countries.map((country) => ({
    value: country.phoneCode,
    text: `${country.phoneCode} (${t(`countries.${country.code}`)})`,
  }));
