import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

export const listAudit: AppRouteHandler<typeof routes.listAudit> = async (c) =>
  c.json({ result: await service.listAudit(c.var.ctx, clubOf(c), c.req.valid("query")) }, 200);
