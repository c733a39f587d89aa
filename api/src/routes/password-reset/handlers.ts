import { clientAddress } from "../../middleware/client-address";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

export const requestReset: AppRouteHandler<typeof routes.requestReset> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  await service.requestReset(ctx, c.req.valid("json").email, address, c.var.language);
  return c.json({ result: { requested: true as const } }, 200);
};

export const confirmReset: AppRouteHandler<typeof routes.confirmReset> = async (c) => {
  await service.confirmReset(c.var.ctx, c.req.valid("json"));
  return c.json({ result: { reset: true as const } }, 200);
};
