/**
 * Calendar rules of price schedules, shared by the API and the screens (no zod here, so the calendar screen's first
 * chunk stays small). A club's dates are its local calendar dates ("YYYY-MM-DD") and its times are wall-clock times
 * ("HH:MM"): they are never read through UTC instants. Day arithmetic uses `Date.UTC` only as a day counter.
 */

export const SCHEDULE_STATUSES = ["public", "hidden"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const PRICE_KINDS = ["regular", "additional"] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
/** 0 = Sunday … 6 = Saturday; weeks start on Sunday (spec §9). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Spec §7 status palette: one index per date. */
export const PALETTE = { none: 0, public: 1, hidden: 2, both: 3 } as const;
export type PaletteIndex = (typeof PALETTE)[keyof typeof PALETTE];

/** spec §9: the calendar shows at most 6 weeks; the status call takes at most as many dates. */
export const MAX_GRID_DAYS = 42;
/** The longest range one list call or one schedule may span. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a date (days since 1970-01-01), or NaN when it is not a real calendar date. */
export function dayNumber(date: string): number {
  const match = datePattern.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 02-30 over into March; a real date comes back unchanged.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return Number.NaN;
  }
  return ms / DAY_MS;
}

export const isRealDate = (date: string) => year4(date) && !Number.isNaN(dayNumber(date));
const year4 = (date: string) => date.slice(0, 4) >= "1900" && date.slice(0, 4) <= "2999";

/** The later / earlier of two dates ("YYYY-MM-DD" compare as text). */
const laterDate = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);
const earlierDate = (a: string, b: string) => (a.localeCompare(b) <= 0 ? a : b);

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

/** The dates of a calendar selection: one day, or the days between two clicks in either order. */
export function selectionRange(anchor: string, other: string | null): { from: string; to: string } {
  if (!other) return { from: anchor, to: anchor };
  return anchor <= other ? { from: anchor, to: other } : { from: other, to: anchor };
}

/** What a schedule says about the calendar: its dates, weekdays, times and status. */
export interface ScheduleShape {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  weekdays: readonly number[];
  status: ScheduleStatus;
}

/** Whether a schedule sells tee times on `date`: inside its dates and on one of its weekdays. */
export const coversDate = (schedule: ScheduleShape, date: string) =>
  date >= schedule.startDate && date <= schedule.endDate && schedule.weekdays.includes(weekdayOf(date));

/** The palette index of a date (spec §7): which statuses the schedules covering it have. */
export function paletteOf(schedules: readonly ScheduleShape[], date: string): PaletteIndex {
  let publicSeen = false;
  let hiddenSeen = false;
  for (const schedule of schedules) {
    if (!coversDate(schedule, date)) continue;
    if (schedule.status === "public") publicSeen = true;
    else hiddenSeen = true;
  }
  if (publicSeen && hiddenSeen) return PALETTE.both;
  if (publicSeen) return PALETTE.public;
  return hiddenSeen ? PALETTE.hidden : PALETTE.none;
}

/** The first date of `from`–`to` the schedule covers, or null. */
export function firstCoveredDate(schedule: ScheduleShape, from: string, to: string): string | null {
  const start = laterDate(from, schedule.startDate);
  const end = earlierDate(to, schedule.endDate);
  // Seven consecutive days hold every weekday, so no more need looking at.
  let checked = 0;
  for (const date of eachDate(start, end)) {
    if (schedule.weekdays.includes(weekdayOf(date))) return date;
    if (++checked >= 7) break;
  }
  return null;
}

/**
 * Two schedules clash when some date is covered by both and their times overlap. Times are half-open windows
 * [start, end): a schedule ending at 11:30 and one starting at 11:30 share no tee time.
 */
export function clashDate(a: ScheduleShape, b: ScheduleShape): string | null {
  if (minutesOfTime(a.startTime) >= minutesOfTime(b.endTime)) return null;
  if (minutesOfTime(b.startTime) >= minutesOfTime(a.endTime)) return null;
  const from = laterDate(a.startDate, b.startDate);
  const to = earlierDate(a.endDate, b.endDate);
  if (from > to) return null;
  const shared = a.weekdays.filter((day) => b.weekdays.includes(day));
  return firstCoveredDate({ ...a, weekdays: shared }, from, to);
}

/**
 * The calendar's Modify on `from`–`to`: a schedule that reaches into the range is cut at the range's edges, so the
 * days outside keep what they had; the part inside is changed by `change` (or dropped when it answers null). Pieces
 * that cover no day (a weekday-only schedule cut down to a weekend) are dropped. `keep` marks the pieces outside the
 * range, `inside` the changed ones.
 */
export function splitAtRange<S extends ScheduleShape>(
  schedule: S,
  from: string,
  to: string,
  change: (inside: S) => S | null,
): { piece: S; inside: boolean }[] {
  if (schedule.endDate < from || schedule.startDate > to) return [{ piece: schedule, inside: false }];
  const pieces: { piece: S; inside: boolean }[] = [];
  if (schedule.startDate < from) {
    pieces.push({ piece: { ...schedule, endDate: addDays(from, -1) }, inside: false });
  }
  const changed = change({
    ...schedule,
    startDate: laterDate(schedule.startDate, from),
    endDate: earlierDate(schedule.endDate, to),
  });
  if (changed) pieces.push({ piece: changed, inside: true });
  if (schedule.endDate > to) {
    pieces.push({ piece: { ...schedule, startDate: addDays(to, 1) }, inside: false });
  }
  return pieces.filter(({ piece }) => firstCoveredDate(piece, piece.startDate, piece.endDate) !== null);
}

/**
 * What a golfer pays per player under a schedule: the green fee's regular price, or on the additional price the
 * regular price plus the green fee's surcharge (weekends, holidays). In cents, as every amount.
 */
export function pricePerPlayerCents(
  fee: { regularPriceCents: number; additionalPriceCents: number },
  priceKind: PriceKind,
): number {
  return priceKind === "regular" ? fee.regularPriceCents : fee.regularPriceCents + fee.additionalPriceCents;
}
