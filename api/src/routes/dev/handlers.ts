import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

export const outbox: AppRouteHandler<typeof routes.outbox> = async (c) => {
  const list = await service.newestMails(c.var.ctx, c.req.valid("query").to);
  return c.json({ result: { list } }, 200);
};
