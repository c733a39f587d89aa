import type { AppContext } from "../../context";
import { notFound } from "../../lib/api-error";
import { requireSession } from "../../middleware/auth";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { createClub, listClubs, readImage, removeImage, replaceImage, toClub, updateClub } from "./service";

export function clubsRouter(ctx: AppContext) {
  const router = newRouter();
  const guarded = guardedBy(ctx);
  // Listing and adding clubs need a session but no club; the picture's GET is public (see routes.getClubImage).
  router.use("/clubs", requireSession(ctx));

  return router
    .openapi(routes.listClubs, async (c) =>
      c.json({ result: { list: await listClubs(ctx, c.var.auth.account) } }, 200),
    )
    .openapi(routes.createClub, async (c) =>
      c.json({ result: await createClub(ctx, c.var.auth, c.req.valid("json")) }, 201),
    )
    .openapi(guarded(routes.getClubName), (c) =>
      c.json({ result: { clubname: c.var.clubAccess.club.name } }, 200),
    )
    .openapi(guarded(routes.getClub), (c) => c.json({ result: toClub(c.var.clubAccess.club) }, 200))
    .openapi(guarded(routes.updateClub), async (c) =>
      c.json({ result: await updateClub(ctx, c.var.auth, c.var.clubAccess.club, c.req.valid("json")) }, 200),
    )
    .openapi(guarded(routes.uploadClubImage), async (c) =>
      c.json(
        { result: await replaceImage(ctx, c.var.auth, c.var.clubAccess.club, c.req.valid("form").image) },
        200,
      ),
    )
    .openapi(guarded(routes.removeClubImage), async (c) =>
      c.json({ result: await removeImage(ctx, c.var.auth, c.var.clubAccess.club) }, 200),
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
        // A marketing picture: a club's own website may show it.
        "Cross-Origin-Resource-Policy": "cross-origin",
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
