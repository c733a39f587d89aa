import type { AppContext } from "../../context";
import { requireSession } from "../../middleware/auth";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function clubsRouter(ctx: AppContext) {
  const router = newRouter();
  const guarded = guardedBy(ctx);
  // Listing and adding clubs need a session but no club; the picture's GET is public (see routes.getClubImage).
  router.use("/clubs", requireSession(ctx));

  return router
    .openapi(routes.listClubs, handlers.listClubs)
    .openapi(routes.createClub, handlers.createClub)
    .openapi(guarded(routes.getClubName), handlers.getClubName)
    .openapi(guarded(routes.getClub), handlers.getClub)
    .openapi(guarded(routes.updateClub), handlers.updateClub)
    .openapi(guarded(routes.uploadClubImage), handlers.uploadClubImage)
    .openapi(guarded(routes.removeClubImage), handlers.removeClubImage)
    .openapi(routes.getClubImage, handlers.getClubImage);
}
