import { createRoute, z } from "@hono/zod-openapi";
import * as endpoints from "contracts/endpoints/health";
import { errors, ok } from "../../lib/openapi";

export const health = createRoute({
  ...endpoints.getHealth,
  security: [],
  tags: ["Health"],
  summary: "Liveness check: the process answers (touches nothing else)",
  responses: { 200: ok(z.object({ status: z.literal("ok") }), "The API is up") },
});

export const readiness = createRoute({
  ...endpoints.getReadiness,
  security: [],
  tags: ["Health"],
  summary: "Readiness check: whether this instance should be sent traffic",
  description:
    "Pings the database with a short timeout (READINESS_TIMEOUT_MS). Answers 503 `not_ready` when the database does not answer, and from the moment the instance is told to stop (SIGTERM) while it drains its requests in flight.",
  responses: {
    200: ok(
      z.object({ status: z.literal("ready") }),
      "The database answers and the instance is not stopping",
    ),
    ...errors([503, "The database does not answer, or the instance is stopping (not_ready)"]),
  },
});
