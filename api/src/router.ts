import { OpenAPIHono, type RouteConfig, type RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "./env";
import { validationHook } from "./middleware/errors";

/** Every router of the app: typed for the request's variables, answering invalid input with one 422 shape. */
export const newRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/**
 * A named handler typed against its route: its input (`c.req.valid(...)`) and its answers (status and body) are
 * checked against the route's declaration. Each resource keeps them in `handlers.ts` as top-level consts, and its
 * `router.ts` only wires `router.openapi(guarded(routes.x), handlers.x)`.
 *
 * Handlers reach the app's dependencies through `c.var.ctx`, which `createApp` sets once for every request, rather
 * than by closing over the context: so a handler is a plain named value, not something built per app by a factory,
 * and the way a handler reads its dependencies is the same as the way it reads the caller (`c.var.auth`).
 */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
