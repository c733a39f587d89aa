import type { Language } from "shared/platform/contract";

/** The four countries the product serves (spec §3), where they sit on the map and which language they use. */
export interface Country {
  code: "US" | "KR" | "PH" | "VN";
  /** Longitude and latitude of the marker. */
  at: [number, number];
  language: Language;
  phoneCode: string;
}

export const countries: readonly Country[] = [
  { code: "US", at: [-98, 39], language: "en", phoneCode: "+1" },
  { code: "KR", at: [127.8, 36.4], language: "ko", phoneCode: "+82" },
  // English is an official language of the Philippines and the product has no Filipino text.
  { code: "PH", at: [122, 12.5], language: "en", phoneCode: "+63" },
  { code: "VN", at: [106, 16], language: "vi", phoneCode: "+84" },
];

export type CountryCode = Country["code"];

export const isCountryCode = (value: unknown): value is CountryCode =>
  countries.some((country) => country.code === value);
