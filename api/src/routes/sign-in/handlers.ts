import { clientAddress } from "../../middleware/client-address";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

export const signIn: AppRouteHandler<typeof routes.signIn> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  return c.json({ result: await service.signIn(ctx, c.req.valid("json"), address, c.var.language) }, 200);
};

export const signOut: AppRouteHandler<typeof routes.signOut> = async (c) => {
  await service.signOut(c.var.ctx, c.var.auth);
  return c.json({ result: { signedOut: true as const } }, 200);
};

export const isAdmin: AppRouteHandler<typeof routes.isAdmin> = (c) =>
  c.json({ result: { isAdmin: c.var.auth.account.isAdmin } }, 200);
