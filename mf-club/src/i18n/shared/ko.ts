import { countryLabels } from "contracts/domains/common/countries";
import type { SharedTexts } from "./en";

export const ko: SharedTexts = {
  countries: countryLabels.ko,
};
