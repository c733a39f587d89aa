import type { AppContext } from "../../context";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function membershipTiersRouter(ctx: AppContext) {
  const guarded = guardedBy(ctx);
  return newRouter()
    .openapi(guarded(routes.listTiers), handlers.listTiers)
    .openapi(guarded(routes.createTier), handlers.createTier)
    .openapi(guarded(routes.getTier), handlers.getTier)
    .openapi(guarded(routes.updateTier), handlers.updateTier)
    .openapi(guarded(routes.setTierStatus), handlers.setTierStatus)
    .openapi(guarded(routes.deleteTier), handlers.deleteTier);
}
