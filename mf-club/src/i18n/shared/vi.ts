import { countryLabels } from "contracts/domains/common/countries";
import type { SharedTexts } from "./en";

export const vi: SharedTexts = {
  countries: countryLabels.vi,
};
