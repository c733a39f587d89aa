import type { AppContext } from "../../context";
import { withClubAccess } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export const auditRouter = (ctx: AppContext) =>
  newRouter().openapi(withClubAccess(ctx, routes.listAudit), handlers.listAudit);
