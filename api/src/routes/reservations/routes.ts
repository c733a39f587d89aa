import { createRoute, z } from "@hono/zod-openapi";
import { clubIdParamSchema } from "contracts/domains/clubs/schemas";
import type { Action } from "contracts/domains/common/permissions";
import {
  bookingCustomerQuerySchema,
  bookingCustomersSchema,
  idempotencyHeaderSchema,
  reservationIdParamSchema,
  reservationInputSchema,
  reservationListQuerySchema,
  reservationListSchema,
  reservationMoveSchema,
  reservationPatchSchema,
  reservationSchema,
  reservationStatsQuerySchema,
  reservationStatsSchema,
  teeSheetDayQuerySchema,
  teeSheetQuerySchema,
  teeSheetSchema,
} from "contracts/domains/reservations/schemas";
import {
  reservationSettingsInputSchema,
  reservationSettingsSchema,
} from "contracts/domains/reservations/settings";
import * as endpoints from "contracts/endpoints/reservations";
import { clubAccessErrors, clubScoped, errors, jsonBody, ok, workersBusy } from "../../lib/openapi";
import { conflict } from "./desk-routes";

const reservationAccess = (action: Action) => ({
  tags: ["Reservations"],
  ...clubScoped({ feature: "RESERVATION", action }),
});
const full: [409, string] = [
  409,
  "The tee time has no room for the players (slot_full), is not for sale (tee_time_not_for_sale), the " +
    "reservation's current status does not allow the change (reservation_status_conflict; the message names it), " +
    "or another change moved it or changed its party since it was read, or since the `version` sent " +
    "(reservation_changed, with the reservation as it is now in the body's `reservation`)",
];

export const teeSheet = createRoute({
  ...reservationAccess("read"),
  ...endpoints.getTeeSheet,
  summary:
    "A date's tee times per course with places booked, sale state, price and reservations (RESERVATION read)",
  request: { params: clubIdParamSchema, query: teeSheetDayQuerySchema },
  responses: { 200: ok(teeSheetSchema, "The tee sheet"), ...clubAccessErrors() },
});

export const listReservations = createRoute({
  ...reservationAccess("read"),
  ...endpoints.listReservations,
  summary:
    "A page of reservations, from the earliest date and tee time; deleted ones only when asked by status (RESERVATION read)",
  description:
    "Reads one window of dates, at most 92 days: from and to as asked; one of them alone, the 92 days from or to " +
    "it; neither, the club's today and the 91 days after it. The answer names the window read. Pass a " +
    "page's nextCursor as cursor (with the next page number) to read on from its last row instead of skipping; " +
    "such a page is not counted again (total null).",
  request: { params: clubIdParamSchema, query: reservationListQuerySchema },
  responses: { 200: ok(reservationListSchema, "Reservations"), ...clubAccessErrors() },
});

export const createReservation = createRoute({
  ...reservationAccess("create"),
  ...endpoints.createReservation,
  summary: "Book a tee time offline, at the desk or by phone (RESERVATION create)",
  description:
    "The places are taken by one atomic conditional write, so a tee time is never sold beyond its four places " +
    "across any number of API instances. The price is computed here from the covering schedule. With an " +
    "Idempotency-Key, a retry answers the first booking instead of booking twice.",
  request: {
    params: clubIdParamSchema,
    headers: idempotencyHeaderSchema,
    ...jsonBody(reservationInputSchema),
  },
  responses: {
    201: ok(reservationSchema, "Reservation booked, or the one the Idempotency-Key already booked"),
    ...clubAccessErrors(),
    ...errors([
      409,
      `${full[1]}; or the Idempotency-Key was used for a different booking (idempotency_key_reused)`,
    ]),
  },
});

export const getReservation = createRoute({
  ...reservationAccess("read"),
  ...endpoints.getReservation,
  summary: "One reservation (RESERVATION read)",
  request: { params: reservationIdParamSchema },
  responses: { 200: ok(reservationSchema, "Reservation"), ...clubAccessErrors() },
});

export const patchReservation = createRoute({
  ...reservationAccess("update"),
  ...endpoints.updateReservation,
  summary: "Change details, the party size or the status (RESERVATION update)",
  description:
    "Statuses: pending → reserved → paid; pending / reserved → cancelPending → cancelled; reserved / paid → " +
    "noshow; any → deleted. Cancelled, noshow and deleted free the places. More `players` take their places " +
    "with the same atomic write as a booking (409 slot_full when the time has no room); fewer give them back. " +
    "The price follows the party size. With `version`, the change is written only if nobody changed the " +
    "reservation since (409 reservation_changed). A change into cancel pending or cancelled mails a golfer " +
    "with an email.",
  request: { params: reservationIdParamSchema, ...jsonBody(reservationPatchSchema) },
  responses: {
    200: ok(reservationSchema, "Updated reservation"),
    ...clubAccessErrors(),
    ...conflict(full[1]),
  },
});

export const moveReservation = createRoute({
  ...reservationAccess("update"),
  ...endpoints.moveReservation,
  summary: "Move a reservation to another tee time (RESERVATION update)",
  description:
    "The whole party, to a time of any date or course with room for it and for sale (409 slot_full or " +
    "tee_time_not_for_sale otherwise, nothing changed), in one transaction; the price follows the new time. " +
    "With `version`, written only if nobody changed the reservation since (409 reservation_changed). A golfer " +
    "with an email is mailed the new time.",
  request: { params: reservationIdParamSchema, ...jsonBody(reservationMoveSchema) },
  responses: { 200: ok(reservationSchema, "Moved reservation"), ...clubAccessErrors(), ...conflict(full[1]) },
});

export const reservationStats = createRoute({
  ...reservationAccess("read"),
  ...endpoints.getReservationStats,
  summary: "Spec §7: the booking rate per date (RESERVATION read)",
  description:
    "rate = players booked ÷ places for sale that day (0–1), 0 where nothing is for sale; sorted by date. " +
    "At most 42 real dates, else 422.",
  request: { query: reservationStatsQuerySchema },
  responses: { 200: ok(reservationStatsSchema, "Rates by date"), ...clubAccessErrors() },
});

const pdf = (description: string) => ({
  content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
  description,
});

export const sheetPdf = createRoute({
  ...reservationAccess("read"),
  ...endpoints.getTeeSheetPdf,
  summary: "The day's tee sheet as PDF, in the caller's language (RESERVATION read)",
  request: { params: clubIdParamSchema, query: teeSheetQuerySchema },
  responses: { 200: pdf("The tee sheet"), ...clubAccessErrors(), ...errors(workersBusy) },
});

export const confirmationPdf = createRoute({
  ...reservationAccess("read"),
  ...endpoints.getReservationConfirmationPdf,
  summary: "A reservation's confirmation as PDF, in the caller's language (RESERVATION read)",
  request: { params: reservationIdParamSchema },
  responses: { 200: pdf("The confirmation"), ...clubAccessErrors(), ...errors(workersBusy) },
});

export const getReservationSettings = createRoute({
  ...reservationAccess("read"),
  ...endpoints.getReservationSettings,
  summary:
    "The club's offline settings: tee times held for offline sale, the online booking window, hold time and " +
    "free-cancellation hours (RESERVATION read)",
  request: { params: clubIdParamSchema },
  responses: { 200: ok(reservationSettingsSchema, "Offline settings"), ...clubAccessErrors() },
});

export const putReservationSettings = createRoute({
  ...reservationAccess("update"),
  ...endpoints.updateReservationSettings,
  summary: "Replace the club's offline settings (RESERVATION update)",
  description:
    "Held times are sold offline only: the first `heldFirstTimes` tee times of every day on each course, and " +
    "`heldTimes` on `heldWeekdays`. Online booking opens `onlineDaysAhead` days ahead of the club's today. An " +
    "online booking holds its places `onlineHoldMinutes` minutes (5–60, default 15) until the golfer confirms " +
    "it. A golfer's own cancellation is free and immediate until `freeCancellationHours` hours before the tee " +
    "time (0–168, default 24; club time), later it waits for the club. Either left out, the stored value stays.",
  request: { params: clubIdParamSchema, ...jsonBody(reservationSettingsInputSchema) },
  responses: { 200: ok(reservationSettingsSchema, "Saved offline settings"), ...clubAccessErrors() },
});

export const bookingCustomers = createRoute({
  ...reservationAccess("create"),
  ...endpoints.findBookingCustomers,
  summary: "Customers to book for: part of a name, email or mobile, with their tier (RESERVATION create)",
  description:
    "At most 8, by name. Booking for a customer needs only the booking permission, not the customers screen's; " +
    "a caller without Membership read gets no email and the mobile masked to its last four digits " +
    "(`contactHidden: true`).",
  request: { params: clubIdParamSchema, query: bookingCustomerQuerySchema },
  responses: { 200: ok(bookingCustomersSchema, "Matching customers"), ...clubAccessErrors() },
});
