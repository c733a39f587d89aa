import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** What a client's own `X-Request-Id` may look like to be logged at all: short, and safe inside a log line. */
const CLIENT_ID = /^[\w.=-]{1,64}$/;

/**
 * Every request gets an id the API made itself, answered as `X-Request-Id` and written on every log line, so a
 * client cannot forge or collide with another request's id in the logs. A client's own id (a proxy's or a
 * browser's trace id) is kept beside it for correlation, never in its place.
 */
export const requestIds = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = randomUUID();
    c.set("requestId", id);
    const claimed = c.req.header("x-request-id");
    if (claimed !== undefined) c.set("clientRequestId", CLIENT_ID.test(claimed) ? claimed : "(malformed)");
    c.header("X-Request-Id", id);
    await next();
  });
