import type { Translations } from "shared/i18n/languages";

export const CLUB_NAMESPACE = "club";

export const clubTranslations: Translations = {
  en: {
    home: { openPriceSchedule: "Open the price schedule" },
    titles: {
      home: "Choose a golf club",
      addGolfClub: "Add golf club",
      golfInfo: "Club information",
    },
  },
  ko: {
    home: { openPriceSchedule: "요금 스케줄 열기" },
    titles: {
      home: "골프장 선택",
      addGolfClub: "골프장 추가",
      golfInfo: "골프장 정보",
    },
  },
  vi: {
    home: { openPriceSchedule: "Mở lịch giá" },
    titles: {
      home: "Chọn sân golf",
      addGolfClub: "Thêm sân golf",
      golfInfo: "Thông tin sân golf",
    },
  },
};
