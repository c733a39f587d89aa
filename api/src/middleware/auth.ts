import { createMiddleware } from "hono/factory";
import type { AppContext } from "../context";
import type { AppEnv } from "../env";
import { forbidden, unauthorized } from "../lib/api-error";
import { tokenDigest } from "../lib/tokens";

const bearer = (header: string | undefined) => {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i);
  return match?.[1];
};

export const sessionDigestOf = (header: string | undefined) => {
  const token = bearer(header);
  return token ? tokenDigest(token) : undefined;
};

/** Loads the session behind the bearer token; 401 when missing, unknown, expired or revoked. */
export const requireSession = (ctx: AppContext) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const digest = sessionDigestOf(c.req.header("authorization"));
    if (!digest) throw unauthorized();
    const found = await ctx.repos.sessions.findLiveWithAccount(digest, ctx.now());
    if (!found) throw unauthorized();
    const { account } = found;
    if (account.status === "suspended" || account.status === "deleted") throw unauthorized();
    c.set("auth", found);
    await next();
  });

/** Client review and other platform-wide tools; the session must already be loaded. */
export const requireAdmin = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get("auth")?.account.isAdmin) throw forbidden();
    await next();
  });
