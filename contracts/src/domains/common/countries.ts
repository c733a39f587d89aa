/**
 * The four countries the product serves (spec §3), written once for clubs, accounts, customers and the screens:
 * their codes, the English names accounts and customers store, their calling codes and their names in every
 * language.
 */
import type { Language } from "../../i18n/languages";

export const COUNTRY_CODES = ["US", "KR", "PH", "VN"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** What an account or a customer stores as its country. */
export const COUNTRY_NAMES = {
  US: "United States",
  KR: "South Korea",
  PH: "Philippines",
  VN: "Vietnam",
} as const satisfies Record<CountryCode, string>;
export const COUNTRY_NAME_LIST = [
  COUNTRY_NAMES.US,
  COUNTRY_NAMES.KR,
  COUNTRY_NAMES.PH,
  COUNTRY_NAMES.VN,
] as const;
export type CountryName = (typeof COUNTRY_NAME_LIST)[number];

/** Each country's calling code, digits only. */
export const CALLING_CODES: Record<CountryCode, string> = { US: "1", KR: "82", PH: "63", VN: "84" };

/** A calling code as the phone fields show and send it: "+82". */
export const phoneCodeOf = (code: CountryCode) => `+${CALLING_CODES[code]}`;

/** The code of a stored country name. */
export const countryCodeOf = (name: CountryName): CountryCode =>
  COUNTRY_CODES.find((code) => COUNTRY_NAMES[code] === name) as CountryCode;

/** Each country's name as a reader of each language says it. */
export const countryLabels: Record<Language, Record<CountryCode, string>> = {
  en: { US: "United States", KR: "South Korea", PH: "Philippines", VN: "Vietnam" },
  ko: { US: "미국", KR: "대한민국", PH: "필리핀", VN: "베트남" },
  vi: { US: "Hoa Kỳ", KR: "Hàn Quốc", PH: "Philippines", VN: "Việt Nam" },
};
