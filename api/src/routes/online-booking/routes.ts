import { createRoute } from "@hono/zod-openapi";
import { clubIdParamSchema } from "contracts/domains/clubs/schemas";
import {
  availabilitySchema,
  bookingHoldCancelSchema,
  bookingHoldConfirmSchema,
  bookingHoldQuerySchema,
  bookingHoldSchema,
  onlineBookingInputSchema,
  onlineBookingSchema,
  publicClubSchema,
} from "contracts/domains/reservations/online-booking";
import { idempotencyHeaderSchema, teeSheetQuerySchema } from "contracts/domains/reservations/schemas";
import * as endpoints from "contracts/endpoints/online-booking";
import { errors, jsonBody, ok } from "../../lib/openapi";

/** No session: golfers book from the club's own website or app. */
const publicAccess = { tags: ["Online booking"], security: [] };

export const publicClub = createRoute({
  ...publicAccess,
  ...endpoints.getPublicClub,
  summary: "What a golfer's booking page shows about a club (no session)",
  description:
    "Name, picture URL, the club's notice, description and precautions, time zone, today, the first and last " +
    "dates open for online booking, the smallest party, the default calling code and the free-cancellation " +
    "hours. A club that does not exist, or whose owner's account is suspended or deleted, answers 404. " +
    "Throttled per address.",
  request: { params: clubIdParamSchema },
  responses: {
    200: ok(publicClubSchema, "The club as golfers see it"),
    ...errors([404, "No such club, or it takes no online bookings"], 422, 429),
  },
});

export const availability = createRoute({
  ...publicAccess,
  ...endpoints.getOnlineAvailability,
  summary: "Tee times golfers may book online on a date (no session)",
  description:
    "Only Public tee times with places left, inside the online booking window (today to 30 days ahead, in the " +
    "club's time zone); other dates, and a club whose owner's account is suspended or deleted, answer an empty list.",
  request: { params: clubIdParamSchema, query: teeSheetQuerySchema },
  responses: {
    200: ok(availabilitySchema, "Bookable tee times"),
    ...errors([404, "No such club"], 422, 429),
  },
});

export const book = createRoute({
  ...publicAccess,
  ...endpoints.bookOnline,
  summary: "Book a tee time from the club's website or app (no session)",
  description:
    "The same inventory and atomic write as offline bookings. The booking is pending until the club confirms it; " +
    "a confirmation mail carries the reference. Throttled per address.",
  request: {
    params: clubIdParamSchema,
    headers: idempotencyHeaderSchema,
    ...jsonBody(onlineBookingInputSchema),
  },
  responses: {
    201: ok(onlineBookingSchema, "Booked; the reference is mailed"),
    ...errors(
      [404, "No such club"],
      [
        409,
        "The tee time is full (slot_full), or not open to online booking (tee_time_not_for_sale: hidden, " +
          "not scheduled, or outside the booking window), the club takes no online bookings while its owner's " +
          "account is suspended or deleted (online_booking_closed), or the Idempotency-Key was used for a " +
          "different booking (idempotency_key_reused)",
      ],
      422,
      429,
    ),
  },
});

export const getBookingHold = createRoute({
  ...publicAccess,
  ...endpoints.getBookingHold,
  summary: "An online booking's hold, by the token of its mailed link (no session)",
  description:
    "Club, date, tee time, course, players, price, status, until when the places are held, whether it is a " +
    "waitlist offer (kind) and until when the golfer's own cancellation is free (null once past). An expired hold " +
    "also lists the tee times of that day still open online. The token is a query parameter, never part of the " +
    "path, so request logs do not carry it. Answered with Cache-Control: no-store. Throttled per address.",
  request: { query: bookingHoldQuerySchema },
  responses: {
    200: ok(bookingHoldSchema, "The hold"),
    ...errors([404, "No booking has this token"], 429),
  },
});

export const confirmBookingHold = createRoute({
  ...publicAccess,
  ...endpoints.confirmBookingHold,
  summary: "Confirm an online booking's hold with the token of its mailed link (no session)",
  description:
    "Within the hold time, one conditional write turns the pending hold into a reserved booking, and a " +
    "confirmation mail with the reference goes out. Confirming again answers the confirmed booking. " +
    "Answered with Cache-Control: no-store. Throttled per address.",
  request: jsonBody(bookingHoldConfirmSchema),
  responses: {
    200: ok(bookingHoldSchema, "The confirmed booking"),
    ...errors(
      [404, "No booking has this token"],
      [
        409,
        "The hold time has passed and the places were released (hold_expired), or the club has cancelled the " +
          "booking (reservation_status_conflict)",
      ],
      429,
    ),
  },
});

export const cancelBookingHold = createRoute({
  ...publicAccess,
  ...endpoints.cancelBookingHold,
  summary: "Cancel an online booking with the token of its mailed link (no session)",
  description:
    "A pending hold or a reserved booking whose tee time is at least the club's `freeCancellationHours` away " +
    "(club time) is cancelled at once and its places freed; later, it becomes cancelPending for the club to " +
    "settle. Audited with the golfer as actor; the booking's version rises. Answers the booking as " +
    "`GET /public/booking-holds` does. Answered with Cache-Control: no-store. Throttled per address.",
  request: jsonBody(bookingHoldCancelSchema),
  responses: {
    200: ok(bookingHoldSchema, "The booking, cancelled or waiting for the club"),
    ...errors(
      [404, "No booking has this token"],
      [
        409,
        "The hold time has passed and the places were released (hold_expired), the booking is already " +
          "cancelled or waiting for the club, paid, missed or removed (booking_not_cancellable), or it was " +
          "changed at the same moment (reservation_changed)",
      ],
      429,
    ),
  },
});
