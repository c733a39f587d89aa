import type { Language } from "platform/core/contract";

/** The four countries the product serves (spec §3), where they sit on the map and which language they use. */
export interface Country {
  code: "US" | "KR" | "PH" | "VN";
  /** What accounts store as their country (the API's demo data and the customer records use these names). */
  name: string;
  /** Longitude and latitude of the marker. */
  at: [number, number];
  language: Language;
  phoneCode: string;
  /** Side of the pin the name goes, so close neighbours (Vietnam, Philippines) do not overlap. */
  label: "top" | "left" | "right" | "bottom";
}

export const countries: readonly Country[] = [
  { code: "US", name: "United States", at: [-98, 39], language: "en", phoneCode: "+1", label: "top" },
  { code: "KR", name: "South Korea", at: [127.8, 36.4], language: "ko", phoneCode: "+82", label: "top" },
  // English is an official language of the Philippines and the product has no Filipino text.
  // Near the map's right edge: a name to the right is cut off on a phone, so it goes under the pin.
  { code: "PH", name: "Philippines", at: [122, 12.5], language: "en", phoneCode: "+63", label: "bottom" },
  { code: "VN", name: "Vietnam", at: [106, 16], language: "vi", phoneCode: "+84", label: "left" },
];

export type CountryCode = Country["code"];

/** Stored codes may lack the plus ("82"); the UI always shows and sends "+82". */
export const normalizePhoneCode = (code: string) => (code && !code.startsWith("+") ? `+${code}` : code);

/** The country an account stores (its English name, or a code), for translating it back. */
export const findCountry = (value: string) => countries.find((c) => c.name === value || c.code === value);
