import type { AppContext } from "../../context";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function liveRouter(ctx: AppContext) {
  return newRouter().openapi(guardedBy(ctx)(routes.getClubLive), handlers.getClubLive);
}
