import type { SharedTexts } from "./en";

export const vi: SharedTexts = {
  countries: {
    US: "Hoa Kỳ",
    KR: "Hàn Quốc",
    PH: "Philippines",
    VN: "Việt Nam",
  },
};
