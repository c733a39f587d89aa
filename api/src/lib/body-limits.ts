import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { ApiError } from "./api-error";

const tooLarge = () => {
  throw new ApiError(413, "payload_too_large");
};

/** The size each declared limit allows, keyed by its middleware: how the app finds a route's own limit. */
const declaredSizes = new WeakMap<object, number>();

function limit(maxSize: number): MiddlewareHandler {
  const middleware = bodyLimit({ maxSize, onError: tooLarge });
  declaredSizes.set(middleware, maxSize);
  return middleware;
}

/** What a JSON body of a route that declares nothing may weigh. */
const jsonLimit = 16 * 1024;

/**
 * Request body limits, declared on a route definition as `middleware: [bodyLimits.x]` (after its `request`). Over the
 * limit the answer is 413 `payload_too_large`. A route that declares none takes `bodyLimits.json`.
 */
export const bodyLimits = {
  json: limit(jsonLimit),
  /** A club's information: three long texts of up to 2,000 characters in any script, plus the rest. */
  clubJson: limit(64 * 1024),
  /** Multipart sign-up carries a certificate of at most 5 MB plus the text fields. */
  upload: limit(6 * 1024 * 1024),
  /** A club picture of at most 2 MB plus the multipart framing. */
  image: limit(3 * 1024 * 1024),
  /** A customer CSV of the most rows an import takes, with room for long notes. */
  customerCsv: limit(3 * 1024 * 1024),
};

/** The limit a route declares among the handlers a request reaches (a router may wrap a mounted handler). */
function declaredLimitOf(handler: unknown): MiddlewareHandler | undefined {
  if (typeof handler !== "function") return undefined;
  if (declaredSizes.has(handler)) return handler as MiddlewareHandler;
  return declaredLimitOf((handler as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER);
}

/**
 * Mounted once, before anything reads the request or checks the session: applies the limit the reached route
 * declares, else `bodyLimits.json` (also for a path no route answers). The route's own middleware then finds the
 * body already within its limit.
 */
export const routeBodyLimit = () =>
  createMiddleware(async (c, next) => {
    // A GET or HEAD request has no body (the server hands it on as null); asking for it would only build a
    // Request object for nothing.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    for (const route of matchedRoutes(c)) {
      const declared = declaredLimitOf(route.handler);
      if (declared) return declared(c, next);
    }
    return bodyLimits.json(c, next);
  });
