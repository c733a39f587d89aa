import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

/** The club's own website or app books here, without a staff session. */
export const onlineBookingRouter = () =>
  newRouter()
    .openapi(routes.publicClub, handlers.publicClub)
    .openapi(routes.availability, handlers.availability)
    .openapi(routes.book, handlers.book)
    .openapi(routes.getBookingHold, handlers.getBookingHold)
    .openapi(routes.confirmBookingHold, handlers.confirmBookingHold)
    .openapi(routes.cancelBookingHold, handlers.cancelBookingHold);
