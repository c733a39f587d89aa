/**
 * Reservation rules shared by the API and the screens (no zod here): the status machine of spec §4, the capacity
 * of a tee time, and how a day's booking rate maps to the rate calendar's colours.
 */

import { addDays, minutesOfTime, timeOfMinutes } from "../common/dates";

/** A tee time holds one group of at most four players. */
export const TEE_TIME_CAPACITY = 4;

export const RESERVATION_STATUSES = [
  "pending",
  "reserved",
  "paid",
  "cancelPending",
  "cancelled",
  "noshow",
  "deleted",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_TYPES = ["offline", "online"] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** Spec §4: where each status may go next; `deleted` is reachable from anywhere and keeps the record. */
const NEXT: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ["reserved", "cancelPending", "deleted"],
  reserved: ["paid", "cancelPending", "noshow", "deleted"],
  paid: ["noshow", "deleted"],
  cancelPending: ["cancelled", "deleted"],
  cancelled: ["deleted"],
  // The desk undoes a no-show on the play day (a golfer late for their time, or an automatic mark that was wrong):
  // the booking takes its places back if they are still free; covered by its payments, it is paid again.
  noshow: ["reserved", "deleted"],
  deleted: [],
};

export const nextStatuses = (from: ReservationStatus): readonly ReservationStatus[] => NEXT[from];
export const canMove = (from: ReservationStatus, to: ReservationStatus) => NEXT[from].includes(to);

/**
 * The golfer's own moves, from the link in their booking's mail: a booking neither played nor settled (pending or
 * reserved) is cancelled, at once while its tee time is at least the club's free-cancellation hours away, else as
 * a request the club settles (cancel pending). Nothing else is the golfer's to change.
 */
const GOLFER_NEXT: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ["cancelPending", "cancelled"],
  reserved: ["cancelPending", "cancelled"],
  paid: [],
  cancelPending: [],
  cancelled: [],
  noshow: [],
  deleted: [],
};

export const golferNextStatuses = (from: ReservationStatus): readonly ReservationStatus[] =>
  GOLFER_NEXT[from];
export const golferCanMove = (from: ReservationStatus, to: ReservationStatus) =>
  GOLFER_NEXT[from].includes(to);

/**
 * Where the golfer's own cancellation takes a booking whose tee time is `minutesAhead` away on the club's clock:
 * cancelled at once while at least `freeCancellationHours` remain, else cancel pending for the club to settle.
 */
export const golferCancellationOf = (minutesAhead: number, freeCancellationHours: number) =>
  minutesAhead >= freeCancellationHours * 60 ? ("cancelled" as const) : ("cancelPending" as const);

/**
 * The club-local date and time until which `golferCancellationOf` finds a golfer's own cancellation free: the tee
 * time less `freeCancellationHours` on the club's wall clock (free through that minute, waiting for the club after).
 */
export function freeCancellationEnd(date: string, teeTime: string, freeCancellationHours: number) {
  const minutes = minutesOfTime(teeTime) - freeCancellationHours * 60;
  const days = Math.floor(minutes / (24 * 60));
  return { date: addDays(date, days), time: timeOfMinutes(minutes - days * 24 * 60) };
}

/** Statuses whose players no longer hold places on the tee time. */
export const FREEING_STATUSES: readonly ReservationStatus[] = ["cancelled", "noshow", "deleted"];
export const holdsPlaces = (status: ReservationStatus) => !FREEING_STATUSES.includes(status);

/** Spec §4 rate calendar: ≥ 0.8 → 0, ≥ 0.4 → 1, > 0 → 2, nothing booked → 3. */
export function rateStatus(rate: number): 0 | 1 | 2 | 3 {
  if (rate >= 0.8) return 0;
  if (rate >= 0.4) return 1;
  if (rate > 0) return 2;
  return 3;
}

/**
 * Booking references: 20 letters of a 32-letter alphabet without look-alikes (no I, O, 0, 1) in five groups of four,
 * "K7QM-…". 100 random bits, so nobody finds another golfer's booking by trying references, and still easy to read
 * out on the phone. References made before this format (8 letters) stay as they were.
 */
export const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const REFERENCE_GROUPS = 5;
export const REFERENCE_GROUP_LENGTH = 4;
export const REFERENCE_PATTERN = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){4}$/;

/** How a tee time may be sold: to golfers online and at the desk, at the desk only, or not at all. */
export const SALE_STATES = ["online", "offlineOnly", "notForSale"] as const;
export type SaleState = (typeof SALE_STATES)[number];
