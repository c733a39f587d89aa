import type { SharedTexts } from "./en";

export const ko: SharedTexts = {
  countries: {
    US: "미국",
    KR: "대한민국",
    PH: "필리핀",
    VN: "베트남",
  },
};
