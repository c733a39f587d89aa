import { ApiError } from "../../lib/api-error";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";

export const health: AppRouteHandler<typeof routes.health> = (c) =>
  c.json({ result: { status: "ok" as const } }, 200);

export const readiness: AppRouteHandler<typeof routes.readiness> = async (c) => {
  const state = await c.var.ctx.readiness.check();
  if (!state.ready) throw new ApiError(503, "not_ready");
  return c.json({ result: { status: "ready" as const } }, 200);
};
