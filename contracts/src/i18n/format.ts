import { dayNumber, type Month } from "../domains/common/dates";

/** The UI language's locale for `Intl` (docs/glossary.md "Formats"). */
const locales: Record<string, string> = { en: "en-US", ko: "ko-KR", vi: "vi-VN" };
export const localeOf = (language: string) => locales[language.slice(0, 2)] ?? "en-US";

// Club dates are calendar dates, not instants: they are formatted as UTC midnight so no time zone can shift them.
const instantOf = (date: string) => new Date(dayNumber(date) * 86_400_000);

const dateOptions: Record<string, Intl.DateTimeFormatOptions> = {
  en: { weekday: "short", year: "numeric", month: "short", day: "numeric" },
  ko: { weekday: "short", year: "numeric", month: "numeric", day: "numeric" },
  vi: { weekday: "short", year: "numeric", month: "2-digit", day: "2-digit" },
};

/** The glossary's date formats: numeric year, month, day and weekday in ko, two-digit day and month in vi, en `Sat, Dec 5, 2026`. */
export const formatDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    ...(dateOptions[language.slice(0, 2)] ?? dateOptions.en),
    timeZone: "UTC",
  }).format(instantOf(date));

export const formatMonth = ({ year, month }: Month, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

/** A day without year or weekday, for a chart's axis: "Feb 27" in English, day and month in Korean and Vietnamese. */
export const formatShortDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { month: "short", day: "numeric", timeZone: "UTC" }).format(
    instantOf(date),
  );

/** A count with the language's digit grouping. */
export const formatNumber = (value: number, language: string) =>
  new Intl.NumberFormat(localeOf(language)).format(value);

/** A ratio (0–1) as a percentage: `formatPercent(0.256, "en")` → "26%", with `digits` decimals. */
export const formatPercent = (ratio: number, language: string, digits = 0) =>
  new Intl.NumberFormat(localeOf(language), {
    style: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(ratio);

/** Sunday first; 2026-02-01 is a Sunday. */
export const weekdayNames = (language: string, width: "short" | "long" | "narrow" = "short") =>
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(localeOf(language), { weekday: width, timeZone: "UTC" }).format(
      new Date(Date.UTC(2026, 1, 1 + i)),
    ),
  );

/** The wall-clock time of an instant in a club's time zone: "10:35" in every language, as tee times are written. */
export const formatTimeIn = (instant: Date | string, timeZone: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(instant));

/**
 * An instant as the date of the glossary's formats and its 24-hour time, in `timeZone` (by default the viewer's):
 * a status change's moment in the client review's log.
 */
export const formatDateTime = (instant: Date | string, language: string, timeZone?: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    ...(dateOptions[language.slice(0, 2)] ?? dateOptions.en),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(instant));

/** Prices are US dollars in every language (spec §9), with two decimals. */
export const formatPrice = (cents: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
  }).format(cents / 100);

/** Whole dollars with the narrowest symbol, for a phone's calendar cell ("$180"). */
export const formatPriceCompact = (cents: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(Math.floor(cents / 100));

/**
 * Cuts a text at a word boundary so it fits `max` characters with the ellipsis (spec §2: 60 characters in paged
 * lists, 25 in small ones).
 */
export function truncateAtWord(text: string, max = 60): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
