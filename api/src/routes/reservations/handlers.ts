import { attachmentHeaders } from "../../lib/attachment";
import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import { bookingCustomers as customersForBooking } from "../customers/booking-lookup";
import * as booking from "./booking";
import * as changes from "./changes";
import { printedSheet } from "./printed-sheet";
import type * as routes from "./routes";
import * as settings from "./settings";
import * as sheet from "./tee-sheet";
import * as views from "./views";

const pdfHeaders = (name: string) => attachmentHeaders(name, "application/pdf");

export const teeSheet: AppRouteHandler<typeof routes.teeSheet> = async (c) => {
  const { date, q } = c.req.valid("query");
  return c.json({ result: await sheet.teeSheet(c.var.ctx, clubOf(c), date, q) }, 200);
};

export const listReservations: AppRouteHandler<typeof routes.listReservations> = async (c) =>
  c.json({ result: await views.listReservations(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);

export const createReservation: AppRouteHandler<typeof routes.createReservation> = async (c) => {
  const created = await booking.createReservation(
    c.var.ctx,
    c.var.auth,
    clubOf(c),
    c.req.valid("json"),
    c.req.valid("header")["idempotency-key"],
  );
  return c.json({ result: created }, 201);
};

export const bookingCustomers: AppRouteHandler<typeof routes.bookingCustomers> = async (c) => {
  // Contact details are membership data: a desk without Membership read books by name and tier only.
  const showContact = c.var.clubAccess.role.permissions.MEMBERSHIP_MANAGEMENT?.read === true;
  const found = await customersForBooking(c.var.ctx, clubOf(c), c.req.valid("query").q, showContact);
  return c.json({ result: found }, 200);
};

export const getReservationSettings: AppRouteHandler<typeof routes.getReservationSettings> = async (c) =>
  c.json({ result: await settings.reservationSettingsOf(c.var.ctx, clubOf(c)) }, 200);

export const putReservationSettings: AppRouteHandler<typeof routes.putReservationSettings> = async (c) => {
  const input = c.req.valid("json");
  return c.json(
    { result: await settings.updateReservationSettings(c.var.ctx, c.var.auth, clubOf(c), input) },
    200,
  );
};

export const sheetPdf: AppRouteHandler<typeof routes.sheetPdf> = async (c) => {
  const club = clubOf(c);
  const day = await sheet.teeSheet(c.var.ctx, club, c.req.valid("query").date);
  const bytes = await c.var.ctx.cpu.run("teeSheetPdf", {
    clubName: club.name,
    sheet: printedSheet(day),
    language: c.var.language,
  });
  return c.body(new Uint8Array(bytes), 200, pdfHeaders(`tee-sheet-${day.date}.pdf`));
};

export const confirmationPdf: AppRouteHandler<typeof routes.confirmationPdf> = async (c) => {
  const club = clubOf(c);
  const reservation = await views.getReservation(c.var.ctx, club, c.req.valid("param").reservationId);
  const bytes = await c.var.ctx.cpu.run("confirmationPdf", {
    clubName: club.name,
    reservation,
    language: c.var.language,
  });
  return c.body(new Uint8Array(bytes), 200, pdfHeaders(`reservation-${reservation.reference}.pdf`));
};

export const getReservation: AppRouteHandler<typeof routes.getReservation> = async (c) =>
  c.json(
    { result: await views.getReservation(c.var.ctx, clubOf(c), c.req.valid("param").reservationId) },
    200,
  );

export const patchReservation: AppRouteHandler<typeof routes.patchReservation> = async (c) => {
  const { reservationId } = c.req.valid("param");
  const changed = await changes.patchReservation(
    c.var.ctx,
    c.var.auth,
    clubOf(c),
    reservationId,
    c.req.valid("json"),
    c.var.language,
  );
  return c.json({ result: changed }, 200);
};

export const moveReservation: AppRouteHandler<typeof routes.moveReservation> = async (c) => {
  const { reservationId } = c.req.valid("param");
  const changed = await changes.moveReservation(
    c.var.ctx,
    c.var.auth,
    clubOf(c),
    reservationId,
    c.req.valid("json"),
    c.var.language,
  );
  return c.json({ result: changed }, 200);
};

export const reservationStats: AppRouteHandler<typeof routes.reservationStats> = async (c) =>
  c.json({ result: await sheet.reservationStats(c.var.ctx, clubOf(c), c.req.valid("query").dates) }, 200);
