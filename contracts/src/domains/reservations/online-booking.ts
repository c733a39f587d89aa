import { z } from "zod";
import { emailField, missingOrInvalid, nameField, phoneCodeField, phoneNumberField } from "../common/fields";
import { publicReleaseSchema, releaseTokenField } from "../releases/schemas";
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

/**
 * What a golfer's booking page shows about a club before any tee time is chosen: the club's name, picture and
 * notes as its club form sets them, its time zone and today, the dates open for online booking (the window the
 * availability call keeps to), the smallest party, the calling code phones default to and the free-cancellation
 * hours. Nothing about the club's owner, staff or money.
 */
export const publicClubSchema = z
  .object({
    clubId: z.string(),
    name: z.string(),
    hasImage: z.boolean(),
    /** The club's picture, a path on the API's origin (public, cacheable for good); null without one. */
    imageUrl: z.string().nullable(),
    /** The club form's free texts, for golfers; may be empty. */
    notice: z.string(),
    description: z.string(),
    precautions: z.string(),
    /** The club's IANA time zone: every date and time of the club is its wall clock there. */
    timeZone: z.string(),
    /** The club's today, in its time zone. */
    today: z.string(),
    /** The first and last dates open for online booking: today to `onlineDaysAhead` days later. */
    firstOnlineDate: z.string(),
    lastOnlineDate: z.string(),
    minPlayers: z.int(),
    /** The calling code (digits, no "+") a golfer's phone defaults to: the club's own. */
    phoneCode: z.string(),
    /** Until how many hours before the tee time (club time) the golfer's own cancellation is free and immediate. */
    freeCancellationHours: z.int(),
    /** Releases to show: one whose line is being served, and the next, when the club releases its days so. */
    releases: z.array(publicReleaseSchema),
  })
  .meta({ id: "PublicClub", description: "What a golfer's booking page shows about a club" });
export type PublicClub = z.infer<typeof publicClubSchema>;

export const onlineBookingInputSchema = z
  .strictObject({
    ...slotFields,
    name: nameField,
    phoneCode: phoneCodeField,
    phoneNumber: phoneNumberField,
    email: emailField,
    players: playersField,
    /** The golfer's release entry token, to book a day being released during their turn. */
    releaseToken: releaseTokenField.optional(),
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
export const bookingHoldCancelSchema = z
  .strictObject({ token: confirmTokenField })
  .meta({ id: "BookingHoldCancel" });
export type BookingHoldCancel = z.infer<typeof bookingHoldCancelSchema>;

/**
 * Where an online booking stands for the golfer: `held` (pending, within its hold time: it may be confirmed),
 * `confirmed` (reserved or paid), `expired` (its hold time passed unconfirmed; its places were released),
 * `cancelPending` (its cancellation waits for the club: the golfer cancelled too late for a free cancellation, or
 * the club put it there) or `cancelled` (cancelled by the golfer or the club, or removed).
 */
export const BOOKING_HOLD_STATES = ["held", "confirmed", "expired", "cancelled", "cancelPending"] as const;
export type BookingHoldState = (typeof BOOKING_HOLD_STATES)[number];

/**
 * What the hold is: a golfer's own `booking`, or an `offer` of places freed for them from the waitlist (made by the
 * waitlist, taken by confirming it and declined by cancelling it, with the same calls).
 */
export const BOOKING_HOLD_KINDS = ["booking", "offer"] as const;
export type BookingHoldKind = (typeof BOOKING_HOLD_KINDS)[number];

export const bookingHoldSchema = z
  .object({
    state: z.enum(BOOKING_HOLD_STATES),
    kind: z.enum(BOOKING_HOLD_KINDS),
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
    /**
     * Until when the golfer's own cancellation of the booking (once confirmed) is free and immediate: the club's
     * `freeCancellationHours` before the tee time, on the club's clock. Null once that has passed: a cancellation
     * is then a request the club settles (cancel pending). An unconfirmed hold is withdrawn at once either way.
     */
    freeCancellationUntil: z.iso.datetime().nullable(),
    /** When the hold expired: the tee times of that day still open online, as the availability call gives them. */
    openTeeTimes: openCoursesSchema.nullable(),
  })
  .meta({ id: "BookingHold" });
export type BookingHold = z.infer<typeof bookingHoldSchema>;
