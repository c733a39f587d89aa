/**
 * Calendar rules of price schedules, shared by the API and the screens (no zod here, so the calendar screen's first
 * chunk stays small): which dates a schedule covers, the status palette, and how schedules split and clash. Date
 * arithmetic is `common/dates.ts`.
 */

import { addDays, eachDate, earlierDate, laterDate, minutesOfTime, weekdayOf } from "../common/dates";

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
