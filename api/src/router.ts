import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env";
import { validationHook } from "./middleware/errors";

/** Every router of the app: typed for the request's variables, answering invalid input with one 422 shape. */
export const newRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
