import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

export interface CorsOptions {
  /** `"*"`, or the origins allowed (each answered as itself). */
  origin: "*" | readonly string[];
  credentials: boolean;
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  maxAge: number;
}

/**
 * Hono's `cors`, with the headers of an ordinary request (not a preflight) given to the response as it is made.
 * Hono's own sets them on `c.res` before the handler runs, so a blank response exists that the handler's then
 * replaces by copying it, and appends `Vary` to the finished response: each turns @hono/node-server's lightweight
 * response, which it writes straight to the socket, into a full web `Response` whose body is converted and then
 * read back as a stream (a third of the CPU of a large answer such as the tee sheet). The same headers with the
 * same values are set here through `c.header` before the handler, which the handler's response is created with.
 * A preflight (OPTIONS) is Hono's own.
 */
export function corsHeaders(options: CorsOptions) {
  const preflight = cors({ ...options, origin: options.origin === "*" ? "*" : [...options.origin] });
  const expose = options.exposeHeaders.join(",");
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    const origin = c.req.header("origin") ?? "";
    if (options.origin === "*") c.header("Access-Control-Allow-Origin", "*");
    else if (options.origin.includes(origin)) c.header("Access-Control-Allow-Origin", origin);
    if (options.credentials) c.header("Access-Control-Allow-Credentials", "true");
    if (expose) c.header("Access-Control-Expose-Headers", expose);
    if (options.origin !== "*") c.header("Vary", "Origin", { append: true });
    await next();
  });
}
