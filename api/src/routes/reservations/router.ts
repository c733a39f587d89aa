import type { AppContext } from "../../context";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as deskHandlers from "./desk-handlers";
import * as deskRoutes from "./desk-routes";
import * as handlers from "./handlers";
import * as routes from "./routes";
import * as strikeHandlers from "./strike-handlers";
import * as strikeRoutes from "./strike-routes";

export function reservationsRouter(ctx: AppContext) {
  const guarded = guardedBy(ctx);
  return (
    newRouter()
      .openapi(guarded(routes.teeSheet), handlers.teeSheet)
      .openapi(guarded(routes.listReservations), handlers.listReservations)
      .openapi(guarded(routes.createReservation), handlers.createReservation)
      // Before `{reservationId}`, which "settings", "customers" and "sheet.pdf" would otherwise match.
      .openapi(guarded(routes.bookingCustomers), handlers.bookingCustomers)
      .openapi(guarded(routes.getReservationSettings), handlers.getReservationSettings)
      .openapi(guarded(routes.putReservationSettings), handlers.putReservationSettings)
      .openapi(guarded(routes.sheetPdf), handlers.sheetPdf)
      .openapi(guarded(routes.confirmationPdf), handlers.confirmationPdf)
      .openapi(guarded(routes.getReservation), handlers.getReservation)
      .openapi(guarded(routes.patchReservation), handlers.patchReservation)
      .openapi(guarded(routes.moveReservation), handlers.moveReservation)
      .openapi(guarded(deskRoutes.setGuests), deskHandlers.setGuests)
      .openapi(guarded(deskRoutes.checkIn), deskHandlers.checkIn)
      .openapi(guarded(deskRoutes.addPayment), deskHandlers.addPayment)
      .openapi(guarded(deskRoutes.voidPayment), deskHandlers.voidPayment)
      .openapi(guarded(routes.reservationStats), handlers.reservationStats)
      .openapi(guarded(strikeRoutes.getGolferStrikes), strikeHandlers.getGolferStrikes)
      .openapi(guarded(strikeRoutes.liftGolferStrikes), strikeHandlers.liftGolferStrikes)
  );
}
