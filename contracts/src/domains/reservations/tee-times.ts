/**
 * The tee-time rules the API, the screens, the demo data and online booking share (no zod, no server types): which
 * tee times a club's day has, which of them the desk keeps back, how many places a time has left, and the smallest
 * party a booking may be.
 */
import { minutesOfTime, timeOfMinutes, weekdayOf } from "../common/dates";
import { type SaleState, TEE_TIME_CAPACITY } from "./rules";

/** One of the club's tee-up rows: tee times from the first to the last, every `interval` minutes. */
export interface TeeUpRow {
  interval: number;
  firstTeeUp: string;
  lastTeeUp: string;
}

/** Every tee time of the club's day, sorted: each tee-up row from its first to its last time. */
export function teeTimesOf(club: { teeUps: readonly TeeUpRow[] }): string[] {
  const times = new Set<string>();
  for (const row of club.teeUps) {
    if (row.interval <= 0) continue;
    for (let m = minutesOfTime(row.firstTeeUp); m <= minutesOfTime(row.lastTeeUp); m += row.interval) {
      times.add(timeOfMinutes(m));
    }
  }
  return [...times].sort();
}

/** What the offline settings hold back for the desk. */
export interface HeldSettings {
  heldFirstTimes: number;
  heldTimes: readonly string[];
  heldWeekdays: readonly number[];
}

/**
 * Whether the club's offline settings keep a time of a date for the desk: one of the day's first
 * `heldFirstTimes` tee times, or a chosen time on a chosen weekday.
 */
export function isHeld(
  settings: HeldSettings,
  dayTimes: readonly string[],
  date: string,
  teeTime: string,
): boolean {
  const index = dayTimes.indexOf(teeTime);
  if (index !== -1 && index < settings.heldFirstTimes) return true;
  return settings.heldTimes.includes(teeTime) && settings.heldWeekdays.includes(weekdayOf(date));
}

/** Places a tee time has left: its capacity less the players booked (never below zero). */
export const placesLeft = (time: { capacity: number; playersBooked: number }) =>
  Math.max(0, time.capacity - time.playersBooked);

/** The smallest party a booking may be: the club's minimum, but never more than a tee time holds. */
export const smallestParty = (club: { minPlayers: number }) => Math.min(club.minPlayers, TEE_TIME_CAPACITY);

/**
 * The largest a booking's party may grow to on its own tee time: its players and the places left there; without
 * the time's figures (the sheet not read yet) a whole tee time, and the server alone decides.
 */
export const largestParty = (players: number, time?: { capacity: number; playersBooked: number }) =>
  time ? players + time.capacity - time.playersBooked : TEE_TIME_CAPACITY;

/** Whether a party of `players` can be moved to a tee time: it is for sale and has that many places left. */
export const hasRoomFor = (
  time: { sale: SaleState; capacity: number; playersBooked: number },
  players: number,
) => time.sale !== "notForSale" && placesLeft(time) >= players;
