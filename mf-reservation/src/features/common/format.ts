import { dayNumber } from "shared/domains/schedules/calendar";

const locales: Record<string, string> = { en: "en-US", ko: "ko-KR", vi: "vi-VN" };
export const localeOf = (language: string) => locales[language.slice(0, 2)] ?? "en-US";

/** Club dates are calendar dates: formatted at UTC midnight so no time zone shifts them. */
export const formatDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(dayNumber(date) * 86_400_000));

/** Prices are US dollars in every language (spec §9). */
export const formatPrice = (cents: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
  }).format(cents / 100);
