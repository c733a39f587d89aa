import type { Language } from "shared/platform/contract";

/** The four countries the product serves (spec §3), where they sit on the map and which language they use. */
export interface Country {
  code: "US" | "KR" | "PH" | "VN";
  /** Longitude and latitude of the marker. */
  at: [number, number];
  language: Language;
  phoneCode: string;
  /** Side of the pin the name goes, so close neighbours (Vietnam, Philippines) do not overlap. */
  label: "top" | "left" | "right";
}

export const countries: readonly Country[] = [
  { code: "US", at: [-98, 39], language: "en", phoneCode: "+1", label: "top" },
  { code: "KR", at: [127.8, 36.4], language: "ko", phoneCode: "+82", label: "top" },
  // English is an official language of the Philippines and the product has no Filipino text.
  { code: "PH", at: [122, 12.5], language: "en", phoneCode: "+63", label: "right" },
  { code: "VN", at: [106, 16], language: "vi", phoneCode: "+84", label: "left" },
];

export type CountryCode = Country["code"];

export const isCountryCode = (value: unknown): value is CountryCode =>
  countries.some((country) => country.code === value);

/** Stored codes may lack the plus ("82"); the UI always shows and sends "+82". */
export const normalizePhoneCode = (code: string) => (code && !code.startsWith("+") ? `+${code}` : code);
