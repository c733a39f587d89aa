import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";

export const health: AppRouteHandler<typeof routes.health> = (c) =>
  c.json({ result: { status: "ok" as const } }, 200);
