import { getConnInfo } from "@hono/node-server/conninfo";
import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import ipaddr from "ipaddr.js";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/api-error";
import { ok } from "../../lib/openapi";
import { newRouter } from "../../router";

/** True for a loopback peer (127.0.0.0/8, ::1, or either mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback";
}

/**
 * The outbox holds live reset and verification links, so it answers only a caller on this machine, judged by the
 * socket itself: no forwarded header counts, and a request that came through any proxy (the shell's included,
 * which refuses these paths anyway) is from elsewhere.
 */
const fromThisMachineOnly = createMiddleware(async (c, next) => {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (!isLoopback(peer) || c.req.header("x-forwarded-for") !== undefined) throw notFound();
  await next();
});

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string(),
  createdAt: z.string(),
});

const outbox = createRoute({
  method: "get",
  path: "/dev/outbox",
  // A development aid, not part of the published contract.
  hide: true,
  tags: ["Development"],
  summary: "Mails kept instead of sent (not mounted in production; loopback callers only)",
  request: { query: z.object({ to: z.string().max(100).optional() }) },
  responses: { 200: ok(z.object({ list: z.array(mailSchema) }), "Newest first") },
});

export const devRouter = (ctx: AppContext) =>
  newRouter().openapi({ ...outbox, middleware: [fromThisMachineOnly] }, async (c) => {
    const mails = await ctx.repos.outbox.findNewest(c.req.valid("query").to, 50);
    const list = mails.map(({ to, subject, text, html, link, createdAt }) => ({
      to,
      subject,
      text,
      html,
      link,
      createdAt: createdAt.toISOString(),
    }));
    return c.json({ result: { list } }, 200);
  });
