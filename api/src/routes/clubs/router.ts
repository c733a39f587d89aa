import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type { AppContext, AppEnv } from "../../context";
import { newRouter } from "../../context";
import { notFound } from "../../lib/api-error";
import { requireSession } from "../../middleware/auth";
import { requireClubAccess } from "../../middleware/club-access";
import * as routes from "./routes";
import { createClub, listClubs, readImage, removeImage, replaceImage, toClub, updateClub } from "./service";

type Guard = MiddlewareHandler<AppEnv>;

/** The guard of each method on one path; HEAD is guarded like GET, a method without a guard goes on unguarded. */
const byMethod =
  (guards: Partial<Record<string, Guard>>): Guard =>
  (c, next) => {
    const guard = guards[c.req.method === "HEAD" ? "GET" : c.req.method];
    return guard ? guard(c, next) : next();
  };

export function clubsRouter(ctx: AppContext) {
  const router = newRouter();
  const session = requireSession(ctx);
  const club = (action: "read" | "update") =>
    every(session, requireClubAccess(ctx, "CLUB_INFORMATION", action)) as Guard;
  router.use("/clubs", session);
  router.use("/clubs/:clubId", byMethod({ GET: club("read"), PUT: club("update") }));
  // GET of the picture is public (see routes.getClubImage); changing it is not.
  router.use("/clubs/:clubId/image", byMethod({ PUT: club("update"), DELETE: club("update") }));

  return router
    .openapi(routes.listClubs, async (c) =>
      c.json({ result: { list: await listClubs(ctx, c.var.auth.account) } }, 200),
    )
    .openapi(routes.createClub, async (c) =>
      c.json({ result: await createClub(ctx, c.var.auth.account, c.req.valid("json")) }, 201),
    )
    .openapi(routes.getClub, (c) => c.json({ result: toClub(c.var.clubAccess.club) }, 200))
    .openapi(routes.updateClub, async (c) =>
      c.json({ result: await updateClub(ctx, c.var.clubAccess.club, c.req.valid("json")) }, 200),
    )
    .openapi(routes.uploadClubImage, async (c) =>
      c.json({ result: await replaceImage(ctx, c.var.clubAccess.club, c.req.valid("form").image) }, 200),
    )
    .openapi(routes.removeClubImage, async (c) =>
      c.json({ result: await removeImage(ctx, c.var.clubAccess.club) }, 200),
    )
    .openapi(routes.getClubImage, async (c) => {
      const found = await readImage(ctx, c.req.valid("param").clubId);
      if (!found) throw notFound();
      const etag = `"${found.image.digest}"`;
      const headers = {
        ETag: etag,
        // The URL handed out names the content, so it never goes stale; any other URL is checked each time.
        "Cache-Control":
          c.req.valid("query").v === found.version
            ? "public, max-age=31536000, immutable"
            : "public, no-cache",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      };
      const ifNoneMatch = c.req.header("if-none-match") ?? "";
      if (
        ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")
      ) {
        return c.body(null, 304, headers);
      }
      const file = await found.read();
      if (!file) throw notFound();
      return c.body(file.data, 200, { ...headers, "Content-Type": found.image.contentType });
    });
}
