import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

/** The fair release of a new booking day, for golfers on the club's booking page (no session). */
export function releasesRouter() {
  return newRouter()
    .openapi(routes.getReleaseChallenge, handlers.getReleaseChallenge)
    .openapi(routes.joinRelease, handlers.joinRelease)
    .openapi(routes.remindRelease, handlers.remindRelease)
    .openapi(routes.verifyReleaseEntry, handlers.verifyReleaseEntry)
    .openapi(routes.getReleaseEntry, handlers.getReleaseEntry)
    .openapi(routes.getReleaseEntryLive, handlers.getReleaseEntryLive)
    .openapi(routes.rejoinRelease, handlers.rejoinRelease)
    .openapi(routes.finishReleaseTurn, handlers.finishReleaseTurn);
}
