import type { AppContext } from "../../context";
import { attachmentHeaders } from "../../lib/attachment";
import { clubOf, guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import { bookingCustomers } from "../customers/booking-lookup";
import { createReservation } from "./booking";
import { moveReservation, patchReservation } from "./changes";
import { confirmationPdf, teeSheetPdf } from "./pdf";
import * as routes from "./routes";
import { reservationSettingsOf, updateReservationSettings } from "./settings";
import { reservationStats, teeSheet } from "./tee-sheet";
import { getReservation, listReservations } from "./views";

const pdfHeaders = (name: string) => attachmentHeaders(name, "application/pdf");

export function reservationsRouter(ctx: AppContext) {
  const router = newRouter();
  const guarded = guardedBy(ctx);
  return (
    router
      .openapi(guarded(routes.teeSheet), async (c) =>
        c.json({ result: await teeSheet(ctx, clubOf(c), c.req.valid("query").date) }, 200),
      )
      .openapi(guarded(routes.listReservations), async (c) =>
        c.json({ result: await listReservations(ctx, clubOf(c), c.req.valid("query")) }, 200),
      )
      .openapi(guarded(routes.createReservation), async (c) =>
        c.json(
          {
            result: await createReservation(
              ctx,
              c.var.auth,
              clubOf(c),
              c.req.valid("json"),
              c.req.valid("header")["idempotency-key"],
            ),
          },
          201,
        ),
      )
      // Before `{reservationId}`, which "settings", "customers" and "sheet.pdf" would otherwise match.
      .openapi(guarded(routes.bookingCustomers), async (c) => {
        // Contact details are membership data: a desk without Membership read books by name and tier only.
        const showContact = c.var.clubAccess.role.permissions.MEMBERSHIP_MANAGEMENT?.read === true;
        const found = await bookingCustomers(ctx, clubOf(c), c.req.valid("query").q, showContact);
        return c.json({ result: found }, 200);
      })
      .openapi(guarded(routes.getReservationSettings), async (c) =>
        c.json({ result: await reservationSettingsOf(ctx, clubOf(c)) }, 200),
      )
      .openapi(guarded(routes.putReservationSettings), async (c) =>
        c.json(
          { result: await updateReservationSettings(ctx, c.var.auth, clubOf(c), c.req.valid("json")) },
          200,
        ),
      )
      .openapi(guarded(routes.sheetPdf), async (c) => {
        const club = clubOf(c);
        const sheet = await teeSheet(ctx, club, c.req.valid("query").date);
        const bytes = await teeSheetPdf(club.name, sheet, c.var.language);
        return c.body(new Uint8Array(bytes), 200, pdfHeaders(`tee-sheet-${sheet.date}.pdf`));
      })
      .openapi(guarded(routes.confirmationPdf), async (c) => {
        const club = clubOf(c);
        const reservation = await getReservation(ctx, club, c.req.valid("param").reservationId);
        const bytes = await confirmationPdf(club.name, reservation, c.var.language);
        return c.body(new Uint8Array(bytes), 200, pdfHeaders(`reservation-${reservation.reference}.pdf`));
      })
      .openapi(guarded(routes.getReservation), async (c) =>
        c.json({ result: await getReservation(ctx, clubOf(c), c.req.valid("param").reservationId) }, 200),
      )
      .openapi(guarded(routes.patchReservation), async (c) => {
        const { reservationId } = c.req.valid("param");
        const changed = await patchReservation(
          ctx,
          c.var.auth,
          clubOf(c),
          reservationId,
          c.req.valid("json"),
        );
        return c.json({ result: changed }, 200);
      })
      .openapi(guarded(routes.moveReservation), async (c) => {
        const { reservationId } = c.req.valid("param");
        const changed = await moveReservation(ctx, c.var.auth, clubOf(c), reservationId, c.req.valid("json"));
        return c.json({ result: changed }, 200);
      })
      .openapi(guarded(routes.reservationStats), async (c) =>
        c.json({ result: await reservationStats(ctx, clubOf(c), c.req.valid("query").dates) }, 200),
      )
  );
}
