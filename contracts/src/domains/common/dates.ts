/**
 * The one date module of the product (no zod, no UI). A club's dates are its local calendar dates ("YYYY-MM-DD")
 * and its times are wall-clock times ("HH:MM"): they are never read through UTC instants. Day arithmetic uses
 * `Date.UTC` only as a day counter. "Today" is always a club's today (`todayIn`), never the browser's or UTC's.
 */

const DAY_MS = 86_400_000;
/** The one way a date is written, in the API and in the forms. */
export const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** The day number of a date (days since 1970-01-01), or NaN when it is not a real calendar date. */
export function dayNumber(date: string): number {
  if (!DATE_FORMAT.test(date)) return Number.NaN;
  const [year, month, day] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  // setUTCFullYear, not Date.UTC, which would read the years 0–99 as 1900–1999.
  const back = new Date(0);
  back.setUTCFullYear(year, month - 1, day);
  // 02-30 rolls over into March; a real date comes back unchanged.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return Number.NaN;
  }
  return back.getTime() / DAY_MS;
}

/** A date that exists on the calendar, whatever its year (a birth date, say). */
export const isCalendarDate = (date: string) => !Number.isNaN(dayNumber(date));
/** A real date of a club's calendar: one that exists, in the years 1900–2999 the product schedules in. */
export const isRealDate = (date: string) => year4(date) && isCalendarDate(date);
const year4 = (date: string) => date.slice(0, 4) >= "1900" && date.slice(0, 4) <= "2999";

/** The later / earlier of two dates ("YYYY-MM-DD" compare as text). */
/** The later (or earlier) of two dates. */
export const laterDate = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);
export const earlierDate = (a: string, b: string) => (a.localeCompare(b) <= 0 ? a : b);

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

/** 0 = Sunday. */
export const weekdayOf = (date: string) => (((dayNumber(date) + 4) % 7) + 7) % 7;

/** Inclusive count of days from `from` to `to` (1 for one day; 0 or less when `to` is before `from`). */
export const daysInRange = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

export function* eachDate(from: string, to: string) {
  for (let day = dayNumber(from); day <= dayNumber(to); day++) yield dateOfDay(day);
}

export const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `HH:MM` of minutes since midnight: the inverse of `minutesOfTime`. */
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The club's calendar date at `now`, read in its IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD; parts keep it independent of that detail anyway.
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A month as the calendar pages it: `year` and `month` 1–12. */
/** The club's wall clock at `now`, read in its IANA time zone: its calendar date and the minutes since midnight. */
export function wallClockIn(timeZone: string, now: Date = new Date()): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/**
 * Minutes from `now` until `time` ("HH:MM") on `date` of a club, counted on the club's wall clock (negative once
 * it has passed); the club's dates and times are never read through UTC.
 */
export function minutesUntil(timeZone: string, now: Date, date: string, time: string): number {
  const clock = wallClockIn(timeZone, now);
  return (dayNumber(date) - dayNumber(clock.date)) * 24 * 60 + minutesOfTime(time) - clock.minutes;
}

/**
 * The instant a club's wall clock reads `time` on `date`, for an answer that carries an instant (an ISO datetime)
 * the page shows back on the club's clock. A time the clock reads twice (autumn) is the first of them; one it skips
 * (spring forward) is an instant an hour off it.
 */
export function instantAt(timeZone: string, date: string, time: string): Date {
  const wanted = dayNumber(date) * 24 * 60 + minutesOfTime(time);
  const readAt = (instant: number) => {
    const clock = wallClockIn(timeZone, new Date(instant));
    return dayNumber(clock.date) * 24 * 60 + clock.minutes;
  };
  // First as if the clock were UTC, then shifted by the zone's offset there; a second step settles a guess that
  // fell on the other side of a change of offset.
  let instant = wanted * 60_000;
  for (let step = 0; step < 2; step++) instant += (wanted - readAt(instant)) * 60_000;
  return new Date(instant);
}

export interface Month {
  year: number;
  month: number;
}

export const monthOf = (date: string): Month => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

export const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

export const firstOfMonth = ({ year, month }: Month) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;

export const lastOfMonth = (month: Month) => addDays(firstOfMonth(shiftMonth(month, 1)), -1);

/**
 * The weeks the calendar shows for a month: Sunday first, whole weeks from the one holding the 1st to the one
 * holding the last day. A month spans 4 to 6 weeks, never more (spec §9). Days outside the month are included so
 * each week is complete; `inMonth` tells them apart.
 */
export function monthGrid(month: Month): { date: string; inMonth: boolean }[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const start = addDays(first, -weekdayOf(first));
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: { date: string; inMonth: boolean }[][] = [];
  let week: { date: string; inMonth: boolean }[] = [];
  for (const date of eachDate(start, end)) {
    week.push({ date, inMonth: date >= first && date <= last });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  return weeks;
}
