import type { AppContext } from "../../context";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

/** The waitlist: golfers through the mailed link (no session), the desk in its club. */
export function waitlistRouter(ctx: AppContext) {
  const guarded = guardedBy(ctx);
  return newRouter()
    .openapi(routes.joinWaitlist, handlers.joinWaitlist)
    .openapi(routes.getWaitlistEntry, handlers.getWaitlistEntry)
    .openapi(routes.confirmWaitlistEntry, handlers.confirmWaitlistEntry)
    .openapi(routes.leaveWaitlist, handlers.leaveWaitlist)
    .openapi(guarded(routes.getDeskWaitlist), handlers.getDeskWaitlist)
    .openapi(guarded(routes.addDeskWaitlistEntry), handlers.addDeskWaitlistEntry)
    .openapi(guarded(routes.offerWaitlistEntry), handlers.offerWaitlistEntry)
    .openapi(guarded(routes.removeWaitlistEntry), handlers.removeWaitlistEntry);
}
