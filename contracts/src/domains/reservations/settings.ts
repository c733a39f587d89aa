import { z } from "zod";
import { TIME_OF_DAY_PATTERN, timeOfDayField } from "../clubs/schemas";
import { missingOrInvalid } from "../common/fields";
import { releaseRuleField } from "../releases/schemas";
import { WEEKDAYS } from "../schedules/calendar";

/**
 * A club's reservation settings (spec §4 offline settings): the tee times the desk keeps back, how far ahead
 * golfers may book online, how long an online booking holds its places and until how long before its tee time a
 * golfer may cancel their own booking at once.
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
 * Until how many hours before its tee time (on the club's clock) a golfer's own cancellation from the mailed link
 * is free and takes effect at once; later, it waits for the club (cancel pending).
 */
export const FREE_CANCELLATION_HOURS_MIN = 0;
export const FREE_CANCELLATION_HOURS_MAX = 168;
export const FREE_CANCELLATION_HOURS_DEFAULT = 24;

const freeCancellationHoursField = z
  .int({ error: "reservation_free_cancellation_invalid" })
  .min(FREE_CANCELLATION_HOURS_MIN, { error: "reservation_free_cancellation_invalid" })
  .max(FREE_CANCELLATION_HOURS_MAX, { error: "reservation_free_cancellation_invalid" })
  .meta({
    description:
      "Hours before the tee time (club time) until which a golfer's own cancellation is free and immediate; " +
      "later it waits for the club",
  });

/** How long a waitlist offer holds its places for the golfer to take it, in minutes. */
export const OFFER_MINUTES_MIN = 5;
export const OFFER_MINUTES_MAX = 30;
export const OFFER_MINUTES_DEFAULT = 10;

const offerMinutesField = z
  .int({ error: "waitlist_offer_minutes_invalid" })
  .min(OFFER_MINUTES_MIN, { error: "waitlist_offer_minutes_invalid" })
  .max(OFFER_MINUTES_MAX, { error: "waitlist_offer_minutes_invalid" })
  .meta({ description: "How long a waitlist offer holds its places for the golfer, in minutes" });

/** One end of the contact hours: a time that is missing or no time is refused with the contact hours' own words. */
const contactTimeField = z
  .string({ error: "waitlist_contact_hours_invalid" })
  .regex(TIME_OF_DAY_PATTERN, { error: "waitlist_contact_hours_invalid" });

/** The hours (club time) in which golfers on the waitlist are sent offers; none outside them. */
const contactHoursField = z
  .strictObject({ from: contactTimeField, to: contactTimeField }, { error: "waitlist_contact_hours_invalid" })
  .refine((hours) => hours.from < hours.to, { error: "waitlist_contact_hours_invalid" })
  .meta({
    description: "Offers go out only between these times of the club's day",
    example: { from: "07:00", to: "21:00" },
  });

/** How long after its tee time a booking none of whose players checked in becomes a no-show by itself, in minutes. */
export const NO_SHOW_GRACE_MIN = 0;
export const NO_SHOW_GRACE_MAX = 120;
export const NO_SHOW_GRACE_DEFAULT = 15;

const noShowGraceField = z
  .int({ error: "noshow_grace_invalid" })
  .min(NO_SHOW_GRACE_MIN, { error: "noshow_grace_invalid" })
  .max(NO_SHOW_GRACE_MAX, { error: "noshow_grace_invalid" })
  .meta({
    description: "Minutes after the tee time before a booking nobody checked in for becomes a no-show",
  });

const autoNoShowField = z.boolean({ error: "invalid_value" }).meta({
  description:
    "Bookings none of whose players is checked in by the tee time plus the grace become no-shows by themselves " +
    "(off by default: a club that does not check players in would see every booking marked)",
});

/**
 * Strikes: after `noShows` no-shows within `withinDays` days, a golfer (matched by customer record, email or phone)
 * may not book online for `blockDays` days. Null: no rule (the default).
 */
export const STRIKE_RULE_DEFAULT = { noShows: 3, withinDays: 90, blockDays: 30 } as const;

const strikeRuleField = z
  .strictObject(
    {
      noShows: z.int({ error: "strike_rule_invalid" }).min(1, { error: "strike_rule_invalid" }).max(10, {
        error: "strike_rule_invalid",
      }),
      withinDays: z.int({ error: "strike_rule_invalid" }).min(1, { error: "strike_rule_invalid" }).max(365, {
        error: "strike_rule_invalid",
      }),
      blockDays: z.int({ error: "strike_rule_invalid" }).min(1, { error: "strike_rule_invalid" }).max(365, {
        error: "strike_rule_invalid",
      }),
    },
    { error: "strike_rule_invalid" },
  )
  .nullable()
  .meta({
    description:
      "After noShows no-shows within withinDays days, no online booking for blockDays days; null: none",
    example: STRIKE_RULE_DEFAULT,
  });
export type StrikeRule = NonNullable<z.infer<typeof strikeRuleField>>;

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
    freeCancellationHours: freeCancellationHoursField,
    waitlistOfferMinutes: offerMinutesField,
    contactHours: contactHoursField,
    autoNoShow: autoNoShowField,
    noShowGraceMinutes: noShowGraceField,
    strikeRule: strikeRuleField,
    release: releaseRuleField,
  })
  .meta({ id: "ReservationSettings" });
export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;

/**
 * What a PUT sends. The hold time and the free-cancellation hours may be left out: a settings screen released
 * before they existed then keeps the club's stored values instead of being refused or resetting them.
 */
export const reservationSettingsInputSchema = reservationSettingsSchema
  .extend({
    onlineHoldMinutes: holdMinutesField.optional(),
    freeCancellationHours: freeCancellationHoursField.optional(),
    waitlistOfferMinutes: offerMinutesField.optional(),
    contactHours: contactHoursField.optional(),
    autoNoShow: autoNoShowField.optional(),
    noShowGraceMinutes: noShowGraceField.optional(),
    strikeRule: strikeRuleField.optional(),
    release: releaseRuleField.optional(),
  })
  .meta({ id: "ReservationSettingsInput" });
export type ReservationSettingsInput = z.infer<typeof reservationSettingsInputSchema>;

export const defaultReservationSettings: ReservationSettings = {
  heldFirstTimes: 0,
  heldTimes: [],
  heldWeekdays: [],
  onlineDaysAhead: ONLINE_BOOKING_DAYS_AHEAD,
  onlineHoldMinutes: HOLD_MINUTES_DEFAULT,
  freeCancellationHours: FREE_CANCELLATION_HOURS_DEFAULT,
  waitlistOfferMinutes: OFFER_MINUTES_DEFAULT,
  contactHours: { from: "07:00", to: "21:00" },
  autoNoShow: false,
  noShowGraceMinutes: NO_SHOW_GRACE_DEFAULT,
  strikeRule: null,
  release: null,
};
