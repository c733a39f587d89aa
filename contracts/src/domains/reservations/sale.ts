/**
 * How a club's tee time is sold, shared by the tee sheet, online booking, the reports and the demo data (no zod, no
 * server types): the schedule covering the time decides the channel and the price per player.
 */
import { minutesOfTime } from "../common/dates";
import { pricePerPlayerCents } from "../pricing/booking";
import { coversDate, type PriceKind, type ScheduleShape } from "../schedules/calendar";
import type { SaleState } from "./rules";
import { type HeldSettings, isHeld, type TeeUpRow, teeTimesOf } from "./tee-times";

/** How each tee time of a club is sold (online, at the desk only, or not at all) and at what price per player. */
export interface Sale {
  sale: SaleState;
  pricePerPlayerCents: number | null;
}

/**
 * Ids are compared by their text, so the API's database ids and the screens' strings both fit; a database id's
 * text is its hexadecimal form.
 */
type Id = { toString(): string };

export interface SaleClub {
  teeUps: readonly TeeUpRow[];
  greenFees: readonly { greenFeeId: Id; regularPriceCents: number; additionalPriceCents: number }[];
}

export interface SaleSchedule extends ScheduleShape {
  greenFeeId: Id;
  priceKind: PriceKind;
}

/** Settings that hold nothing back for the desk: a club that has not saved its offline settings. */
export const NOTHING_HELD: HeldSettings = { heldFirstTimes: 0, heldTimes: [], heldWeekdays: [] };

/**
 * How a time of a date is sold: the schedule covering it decides (Public online and offline, Hidden offline);
 * a Public time the offline settings hold back is sold offline only. A caller asking for every time of a day
 * passes the day's times (`teeTimesOf(club)`) once rather than have each call make them again.
 */
export function saleOf(
  club: SaleClub,
  schedules: readonly SaleSchedule[],
  date: string,
  teeTime: string,
  settings: HeldSettings = NOTHING_HELD,
  dayTimes: readonly string[] = teeTimesOf(club),
): Sale {
  const minute = minutesOfTime(teeTime);
  const schedule = schedules.find(
    (s) => coversDate(s, date) && minutesOfTime(s.startTime) <= minute && minute < minutesOfTime(s.endTime),
  );
  const feeId = schedule && String(schedule.greenFeeId);
  const fee = schedule && club.greenFees.find((f) => String(f.greenFeeId) === feeId);
  if (!schedule || !fee) return { sale: "notForSale", pricePerPlayerCents: null };
  return {
    sale:
      schedule.status === "public" && !isHeld(settings, dayTimes, date, teeTime) ? "online" : "offlineOnly",
    pricePerPlayerCents: pricePerPlayerCents(fee, schedule.priceKind),
  };
}
