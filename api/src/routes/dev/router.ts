import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";
import ipaddr from "ipaddr.js";
import { notFound } from "../../lib/api-error";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

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

export const devRouter = () =>
  newRouter().openapi({ ...routes.outbox, middleware: [fromThisMachineOnly] }, handlers.outbox);
