import { createRoute, z } from "@hono/zod-openapi";
import * as endpoints from "contracts/endpoints/health";
import { ok } from "../../lib/openapi";

export const health = createRoute({
  ...endpoints.getHealth,
  security: [],
  tags: ["Health"],
  summary: "Liveness check",
  responses: { 200: ok(z.object({ status: z.literal("ok") }), "The API is up") },
});
