import { createRoute } from "@hono/zod-openapi";
import {
  checkInInputSchema,
  guestNamesInputSchema,
  paymentIdParamSchema,
  paymentInputSchema,
  versionInputSchema,
} from "contracts/domains/reservations/desk";
import {
  reservationConflictSchema,
  reservationIdParamSchema,
  reservationSchema,
} from "contracts/domains/reservations/schemas";
import * as endpoints from "contracts/endpoints/reservations";
import { clubAccessErrors, clubScoped, jsonBody, ok } from "../../lib/openapi";

/** The front desk's actions on a booking's players and payments: each RESERVATION update, each on a version. */
const deskAccess = { tags: ["Reservations"], ...clubScoped({ feature: "RESERVATION", action: "update" }) };

/** The 409 of a change decided on a version someone changed since (the body carries the booking as it is now). */
export const conflict = (description: string) => ({
  409: { content: { "application/json": { schema: reservationConflictSchema } }, description },
});
const changed =
  "Someone changed the reservation since the caller read `version` (reservation_changed; the body's " +
  "`reservation` is the booking as it is now; nothing was written)";
const statusRefused = "or its status does not allow this (reservation_status_conflict; the message names it)";

export const setGuests = createRoute({
  ...deskAccess,
  ...endpoints.setReservationGuests,
  summary:
    "Name the players of a booking, one name or null per place, the booker's first (RESERVATION update)",
  description:
    "`names` has one entry per player (422 reservation_guests_invalid otherwise); null leaves a place unnamed " +
    "(screens show 'Guest 2'); place 1 unnamed shows the booker's name.",
  request: { params: reservationIdParamSchema, ...jsonBody(guestNamesInputSchema) },
  responses: {
    200: ok(reservationSchema, "The booking with its players named"),
    ...clubAccessErrors(),
    ...conflict(`${changed}, ${statusRefused}`),
  },
});

export const checkIn = createRoute({
  ...deskAccess,
  ...endpoints.checkInReservation,
  summary: "Check in the whole party or some players, or undo their check-in (RESERVATION update)",
  description:
    "Only a reserved or paid booking. `places` (1 = the booker) left out: every player. A player already " +
    "checked in keeps the first check-in time; `checkedIn: false` clears it.",
  request: { params: reservationIdParamSchema, ...jsonBody(checkInInputSchema) },
  responses: {
    200: ok(reservationSchema, "The booking with its players' check-in"),
    ...clubAccessErrors(),
    ...conflict(`${changed}, ${statusRefused}`),
  },
});

export const addPayment = createRoute({
  ...deskAccess,
  ...endpoints.addReservationPayment,
  summary: "Take a payment for a booking: cash, card or voucher (RESERVATION update)",
  description:
    "Only a reserved or paid booking. Once the payments not voided cover the booking's price, a reserved " +
    "booking becomes paid. The payment counts in the takings of the club-local day it is taken.",
  request: { params: reservationIdParamSchema, ...jsonBody(paymentInputSchema) },
  responses: {
    201: ok(reservationSchema, "The booking with the payment"),
    ...clubAccessErrors(),
    ...conflict(`${changed}, ${statusRefused}`),
  },
});

export const voidPayment = createRoute({
  ...deskAccess,
  ...endpoints.voidReservationPayment,
  summary: "Void a payment: kept on the booking, marked with who voided it and when (RESERVATION update)",
  description:
    "A voided payment counts for nothing. When the payments left no longer cover the price, a paid booking " +
    "goes back to reserved. 404 for a payment the booking does not have.",
  request: { params: paymentIdParamSchema, ...jsonBody(versionInputSchema) },
  responses: {
    200: ok(reservationSchema, "The booking with the payment voided"),
    ...clubAccessErrors(),
    ...conflict(`${changed}, or the payment is voided already (payment_already_voided)`),
  },
});
