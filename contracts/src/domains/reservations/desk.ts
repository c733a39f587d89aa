import { z } from "zod";
import { missingOrInvalid, nameField, objectIdField } from "../common/fields";
import { PAYMENT_METHODS, PAYMENT_STATES } from "./payments";
import { RESERVATION_STATUSES, RESERVATION_TYPES, TEE_TIME_CAPACITY } from "./rules";

/**
 * The front desk's actions on a booking (players' names, check-in, payments) and what the tee sheet shows of each
 * player's place. Every action names the booking's `version` as the desk read it: written only if nobody changed
 * the booking since (409 reservation_changed, with the booking as it is now, otherwise).
 */

/** Spec money is integer cents; a payment is at most a million (currency units), more is a typing slip. */
export const PAYMENT_MAX_CENTS = 100_000_000;

export const versionField = z.int({ error: missingOrInvalid }).min(0, { error: missingOrInvalid }).meta({
  description:
    "The reservation's version as the caller read it; the change is written only if it is still the same",
  example: 3,
});

export const paymentMethodField = z.enum(PAYMENT_METHODS, { error: missingOrInvalid });

/** A player's place on a booking: place 1 is the booker's. */
export const guestSchema = z
  .object({
    /** 1 to the party size; 1 is the booker. */
    place: z.int(),
    /** Null: not named (screens show "Guest 2"); place 1 is named after the booker unless named otherwise. */
    name: z.string().nullable(),
    /** When the player checked in; null until then (or after the check-in was undone). */
    checkedInAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "ReservationGuest" });
export type Guest = z.infer<typeof guestSchema>;

export const paymentSchema = z
  .object({
    paymentId: z.string(),
    amountCents: z.int(),
    method: paymentMethodField,
    /** The club-local date the payment was taken on: the day whose takings it counts in. */
    day: z.string(),
    paidAt: z.iso.datetime(),
    /** The email of who took it. */
    paidBy: z.string(),
    /** A voided payment stays on the booking, counted for nothing; who voided it and when. */
    voidedAt: z.iso.datetime().nullable(),
    voidedBy: z.string().nullable(),
  })
  .meta({ id: "ReservationPayment" });
export type Payment = z.infer<typeof paymentSchema>;

export const paymentStateField = z.enum(PAYMENT_STATES);

/** Names the players: one entry per place, the booker's first; null leaves a place unnamed. */
export const guestNamesInputSchema = z
  .strictObject({
    version: versionField,
    names: z
      .array(nameField.nullable(), { error: missingOrInvalid })
      .min(1, { error: "reservation_guests_invalid" })
      .max(TEE_TIME_CAPACITY, { error: "reservation_guests_invalid" }),
  })
  .meta({ id: "ReservationGuestNames" });
export type GuestNamesInput = z.infer<typeof guestNamesInputSchema>;

export const checkInInputSchema = z
  .strictObject({
    version: versionField,
    /** true checks in, false undoes the check-in. */
    checkedIn: z.boolean({ error: missingOrInvalid }),
    /** Which places (1 = the booker); left out, the whole party. */
    places: z
      .array(z.int({ error: "reservation_place_invalid" }).min(1, { error: "reservation_place_invalid" }), {
        error: missingOrInvalid,
      })
      .min(1, { error: "reservation_place_invalid" })
      .max(TEE_TIME_CAPACITY, { error: "reservation_place_invalid" })
      .optional(),
  })
  .meta({ id: "ReservationCheckIn" });
export type CheckInInput = z.infer<typeof checkInInputSchema>;

export const paymentInputSchema = z
  .strictObject({
    version: versionField,
    amountCents: z
      .int({ error: "payment_amount_invalid" })
      .min(1, { error: "payment_amount_invalid" })
      .max(PAYMENT_MAX_CENTS, { error: "payment_amount_invalid" }),
    method: paymentMethodField,
  })
  .meta({ id: "ReservationPaymentInput" });
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const versionInputSchema = z
  .strictObject({ version: versionField })
  .meta({ id: "ReservationVersion" });

export const paymentIdParamSchema = z.object({
  clubId: objectIdField,
  reservationId: objectIdField,
  paymentId: objectIdField,
});

/** One player's place on the tee sheet's grid. */
export const teeSheetPlaceSchema = z
  .object({
    reservationId: z.string(),
    /** The booking's version, for the desk's next action on it. */
    version: z.int(),
    place: z.int(),
    name: z.string().nullable(),
    /** The linked customer's membership tier; null without a customer. */
    tierName: z.string().nullable(),
    type: z.enum(RESERVATION_TYPES),
    status: z.enum(RESERVATION_STATUSES),
    checkedInAt: z.iso.datetime().nullable(),
    paymentState: paymentStateField,
    /** An online hold's end; null for every other booking. */
    holdExpiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "TeeSheetPlace" });
export type TeeSheetPlace = z.infer<typeof teeSheetPlaceSchema>;

/** The day's takings in cents: the payments taken that club-day and not voided, per method and in all. */
export const takingsSchema = z
  .object({ cash: z.int(), card: z.int(), voucher: z.int(), total: z.int() })
  .meta({ id: "Takings" });
