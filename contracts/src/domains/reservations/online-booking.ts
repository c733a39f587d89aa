import { z } from "zod";
import { emailField, missingOrInvalid, nameField, phoneCodeField, phoneNumberField } from "../common/fields";
import { playersField, reservationStatusField, slotFields } from "./schemas";

/**
 * Online booking (spec §4): the tee times golfers may book on a date, a golfer's booking, and the hold it keeps
 * on its places until the golfer confirms it through the mailed link.
 */

const openCoursesSchema = z.array(
  z.object({
    courseId: z.string(),
    name: z.string(),
    teeTimes: z.array(z.object({ teeTime: z.string(), placesLeft: z.int(), pricePerPlayerCents: z.int() })),
  }),
);

export const availabilitySchema = z
  .object({
    date: z.string(),
    courses: openCoursesSchema,
  })
  .meta({
    id: "Availability",
    description: "Tee times golfers may book online on the date, with places left",
  });
export type Availability = z.infer<typeof availabilitySchema>;

export const onlineBookingInputSchema = z
  .strictObject({
    ...slotFields,
    name: nameField,
    phoneCode: phoneCodeField,
    phoneNumber: phoneNumberField,
    email: emailField,
    players: playersField,
  })
  .meta({ id: "OnlineBookingInput" });
export type OnlineBookingInput = z.infer<typeof onlineBookingInputSchema>;

export const onlineBookingSchema = z
  .object({
    reference: z.string(),
    date: z.string(),
    teeTime: z.string(),
    courseName: z.string(),
    players: z.int(),
    totalPriceCents: z.int(),
    status: reservationStatusField,
    /** Until when the places are held for the golfer to confirm (the mailed link); null once confirmed. */
    holdExpiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "OnlineBooking" });
export type OnlineBooking = z.infer<typeof onlineBookingSchema>;

/**
 * The confirmation token of an online booking, as mailed in its link: URL-safe base64. It travels in a query
 * parameter or a body, never in a path, which request logs print.
 */
export const confirmTokenField = z
  .string({ error: missingOrInvalid })
  .min(1, { error: "required", abort: true })
  .regex(/^[A-Za-z0-9_-]{16,200}$/, { error: "invalid_value" });

export const bookingHoldQuerySchema = z.object({ token: confirmTokenField });
export const bookingHoldConfirmSchema = z
  .strictObject({ token: confirmTokenField })
  .meta({ id: "BookingHoldConfirm" });
export type BookingHoldConfirm = z.infer<typeof bookingHoldConfirmSchema>;

/**
 * Where an online booking stands for the golfer: `held` (pending, within its hold time: it may be confirmed),
 * `confirmed` (reserved or paid), `expired` (its hold time passed unconfirmed; its places were released) or
 * `cancelled` (the club cancelled or removed it).
 */
export const BOOKING_HOLD_STATES = ["held", "confirmed", "expired", "cancelled"] as const;
export type BookingHoldState = (typeof BOOKING_HOLD_STATES)[number];

export const bookingHoldSchema = z
  .object({
    state: z.enum(BOOKING_HOLD_STATES),
    status: reservationStatusField,
    reference: z.string(),
    clubName: z.string(),
    /** The club's IANA time zone: the hold's end is shown in the club's local time. */
    timeZone: z.string(),
    date: z.string(),
    teeTime: z.string(),
    courseName: z.string(),
    players: z.int(),
    totalPriceCents: z.int(),
    /** Until when the places are held; null once confirmed. */
    holdExpiresAt: z.iso.datetime().nullable(),
    /** When the hold expired: the tee times of that day still open online, as the availability call gives them. */
    openTeeTimes: openCoursesSchema.nullable(),
  })
  .meta({ id: "BookingHold" });
export type BookingHold = z.infer<typeof bookingHoldSchema>;
