import { countryLabels } from "contracts/domains/common/countries";
import type { Shape } from "platform/i18n/texts";

export const en = {
  countries: countryLabels.en,
};

export type SharedTexts = Shape<typeof en>;
