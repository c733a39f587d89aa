import type { Shape } from "platform/i18n/texts";

export const en = {
  countries: {
    US: "United States",
    KR: "South Korea",
    PH: "Philippines",
    VN: "Vietnam",
  },
};

export type SharedTexts = Shape<typeof en>;
