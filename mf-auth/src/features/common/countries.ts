import { COUNTRY_NAMES, type CountryCode, phoneCodeOf } from "contracts/domains/common/countries";
import type { Language } from "platform/core/contract";

/** The four countries the product serves (spec §3), where they sit on the map and which language they use. */
export interface Country {
  code: CountryCode;
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
  {
    code: "US",
    name: COUNTRY_NAMES.US,
    at: [-98, 39],
    language: "en",
    phoneCode: phoneCodeOf("US"),
    label: "top",
  },
  {
    code: "KR",
    name: COUNTRY_NAMES.KR,
    at: [127.8, 36.4],
    language: "ko",
    phoneCode: phoneCodeOf("KR"),
    label: "top",
  },
  // English is an official language of the Philippines and the product has no Filipino text.
  // Near the map's right edge: a name to the right is cut off on a phone, so it goes under the pin.
  {
    code: "PH",
    name: COUNTRY_NAMES.PH,
    at: [122, 12.5],
    language: "en",
    phoneCode: phoneCodeOf("PH"),
    label: "bottom",
  },
  {
    code: "VN",
    name: COUNTRY_NAMES.VN,
    at: [106, 16],
    language: "vi",
    phoneCode: phoneCodeOf("VN"),
    label: "left",
  },
];

export type { CountryCode };

/** Stored codes may lack the plus ("82"); the UI always shows and sends "+82". */
export const normalizePhoneCode = (code: string) => (code && !code.startsWith("+") ? `+${code}` : code);

/** The country an account stores (its English name, or a code), for translating it back. */
export const findCountry = (value: string) => countries.find((c) => c.name === value || c.code === value);
