import type { AppContext } from "../../context";
import { withClubAccess } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { listAudit } from "./service";

export const auditRouter = (ctx: AppContext) =>
  newRouter().openapi(withClubAccess(ctx, routes.listAudit), async (c) =>
    c.json({ result: await listAudit(ctx, c.var.clubAccess.club, c.req.valid("query")) }, 200),
  );
