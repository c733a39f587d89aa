import { z } from "zod";
import { timeOfDayField } from "../clubs/schemas";
import { missingOrInvalid } from "../common/fields";
import { WEEKDAYS } from "../schedules/calendar";

/**
 * A club's reservation settings (spec §4 offline settings): the tee times the desk keeps back, how far ahead
 * golfers may book online and how long an online booking holds its places.
 */

/** How many days ahead, from the club's today, golfers may book online when the club has not said otherwise. */
export const ONLINE_BOOKING_DAYS_AHEAD = 30;
export const HELD_FIRST_TIMES_MAX = 20;
export const HELD_TIMES_MAX = 50;
export const DAYS_AHEAD_MAX = 365;
/** How long an online booking holds its places while the golfer has not confirmed it, in minutes. */
export const HOLD_MINUTES_MIN = 5;
export const HOLD_MINUTES_MAX = 60;
export const HOLD_MINUTES_DEFAULT = 15;

const holdMinutesField = z
  .int({ error: "reservation_hold_minutes_invalid" })
  .min(HOLD_MINUTES_MIN, { error: "reservation_hold_minutes_invalid" })
  .max(HOLD_MINUTES_MAX, { error: "reservation_hold_minutes_invalid" })
  .meta({ description: "How long an unconfirmed online booking keeps its places, in minutes" });

/**
 * The club's offline settings: tee times kept for the desk and the phone (never sold online) — the first
 * `heldFirstTimes` of every day on each course, and `heldTimes` on `heldWeekdays` — how far ahead online
 * booking opens, and how long an online booking holds its places until the golfer confirms it.
 */
export const reservationSettingsSchema = z
  .strictObject({
    heldFirstTimes: z
      .int({ error: "reservation_held_first_invalid" })
      .min(0, { error: "reservation_held_first_invalid" })
      .max(HELD_FIRST_TIMES_MAX, { error: "reservation_held_first_invalid" }),
    heldTimes: z
      .array(timeOfDayField, { error: "reservation_held_times_invalid" })
      .max(HELD_TIMES_MAX, { error: "reservation_held_times_invalid" })
      .refine((times) => new Set(times).size === times.length, { error: "reservation_held_times_invalid" })
      .meta({ example: ["07:00", "07:08"] }),
    heldWeekdays: z
      .array(
        z
          .int({ error: "invalid_value" })
          .min(WEEKDAYS[0], { error: "invalid_value" })
          .max(WEEKDAYS[6], { error: "invalid_value" }),
        { error: missingOrInvalid },
      )
      .max(7, { error: "invalid_value" })
      .refine((days) => new Set(days).size === days.length, { error: "invalid_value" })
      .meta({ description: "Days of the week the held times apply to, 0 = Sunday … 6 = Saturday" }),
    onlineDaysAhead: z
      .int({ error: "reservation_days_ahead_invalid" })
      .min(1, { error: "reservation_days_ahead_invalid" })
      .max(DAYS_AHEAD_MAX, { error: "reservation_days_ahead_invalid" }),
    onlineHoldMinutes: holdMinutesField,
  })
  .meta({ id: "ReservationSettings" });
export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;

/**
 * What a PUT sends. The hold time may be left out: a settings screen released before it existed then keeps the
 * club's stored value instead of being refused or resetting it.
 */
export const reservationSettingsInputSchema = reservationSettingsSchema
  .extend({ onlineHoldMinutes: holdMinutesField.optional() })
  .meta({ id: "ReservationSettingsInput" });
export type ReservationSettingsInput = z.infer<typeof reservationSettingsInputSchema>;

export const defaultReservationSettings: ReservationSettings = {
  heldFirstTimes: 0,
  heldTimes: [],
  heldWeekdays: [],
  onlineDaysAhead: ONLINE_BOOKING_DAYS_AHEAD,
  onlineHoldMinutes: HOLD_MINUTES_DEFAULT,
};
