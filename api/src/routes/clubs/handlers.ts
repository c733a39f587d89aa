import { notFound } from "../../lib/api-error";
import { clubOf } from "../../middleware/club-access";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

export const listClubs: AppRouteHandler<typeof routes.listClubs> = async (c) =>
  c.json(
    { result: await service.listClubs(c.var.ctx, c.var.auth.account, c.req.valid("query").q || undefined) },
    200,
  );

export const createClub: AppRouteHandler<typeof routes.createClub> = async (c) =>
  c.json({ result: await service.createClub(c.var.ctx, c.var.auth, c.req.valid("json")) }, 201);

export const getClubName: AppRouteHandler<typeof routes.getClubName> = (c) =>
  c.json({ result: { clubname: clubOf(c).name } }, 200);

export const getClub: AppRouteHandler<typeof routes.getClub> = (c) =>
  c.json({ result: service.toClub(clubOf(c)) }, 200);

export const updateClub: AppRouteHandler<typeof routes.updateClub> = async (c) =>
  c.json({ result: await service.updateClub(c.var.ctx, c.var.auth, clubOf(c), c.req.valid("json")) }, 200);

export const uploadClubImage: AppRouteHandler<typeof routes.uploadClubImage> = async (c) =>
  c.json(
    { result: await service.replaceImage(c.var.ctx, c.var.auth, clubOf(c), c.req.valid("form").image) },
    200,
  );

export const removeClubImage: AppRouteHandler<typeof routes.removeClubImage> = async (c) =>
  c.json({ result: await service.removeImage(c.var.ctx, c.var.auth, clubOf(c)) }, 200);

export const getClubImage: AppRouteHandler<typeof routes.getClubImage> = async (c) => {
  const found = await service.readImage(c.var.ctx, c.req.valid("param").clubId);
  if (!found) throw notFound();
  const etag = `"${found.image.digest}"`;
  const headers = {
    ETag: etag,
    // The URL handed out names the content, so it never goes stale; any other URL is checked each time.
    "Cache-Control":
      c.req.valid("query").v === found.version ? "public, max-age=31536000, immutable" : "public, no-cache",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    // A marketing picture: a club's own website may show it.
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  const ifNoneMatch = c.req.header("if-none-match") ?? "";
  if (ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")) {
    return c.body(null, 304, headers);
  }
  const file = await found.read();
  if (!file) throw notFound();
  return c.body(file.data, 200, { ...headers, "Content-Type": found.image.contentType });
};
