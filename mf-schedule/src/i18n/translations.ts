import type { Translations } from "shared/i18n/languages";

export const SCHEDULE_NAMESPACE = "schedule";

export const scheduleTranslations: Translations = {
  en: {
    titles: {
      priceSchedule: "Price schedule",
      addSchedule: "Add schedule",
    },
  },
  ko: {
    titles: {
      priceSchedule: "요금 스케줄",
      addSchedule: "스케줄 추가",
    },
  },
  vi: {
    titles: {
      priceSchedule: "Lịch giá",
      addSchedule: "Thêm lịch giá",
    },
  },
};
