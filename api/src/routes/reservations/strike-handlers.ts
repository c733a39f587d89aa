import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./strike-routes";
import * as strikes from "./strikes";

export const getGolferStrikes: AppRouteHandler<typeof routes.getGolferStrikes> = async (c) => {
  const result = await strikes.golferStrikes(c.var.ctx, clubOf(c), c.req.valid("query"));
  return c.json({ result }, 200);
};

export const liftGolferStrikes: AppRouteHandler<typeof routes.liftGolferStrikes> = async (c) => {
  const result = await strikes.liftGolferStrikes(c.var.ctx, c.var.auth, clubOf(c), c.req.valid("json"));
  return c.json({ result }, 200);
};
