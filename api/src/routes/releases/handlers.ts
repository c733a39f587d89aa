import { SSEStreamingApi } from "hono/streaming";
import { ApiError, notFound } from "../../lib/api-error";
import { tokenDigest } from "../../lib/tokens";
import { clientAddress } from "../../middleware/client-address";
import type { AppRouteHandler } from "../../router";
import { serveReleaseEntry } from "./live";
import type * as routes from "./routes";
import * as service from "./service";

/** An entry is the golfer's own: no shared cache keeps it. */
const noStore = { "Cache-Control": "no-store" };

export const getReleaseChallenge: AppRouteHandler<typeof routes.getReleaseChallenge> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  const challenge = await service.releaseChallenge(ctx, c.req.valid("param").clubId, address);
  return c.json({ result: challenge }, 200, noStore);
};

export const joinRelease: AppRouteHandler<typeof routes.joinRelease> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  const { clubId } = c.req.valid("param");
  const joined = await service.joinRelease(ctx, clubId, c.req.valid("json"), address, c.var.language);
  return c.json({ result: joined }, 202, noStore);
};

export const remindRelease: AppRouteHandler<typeof routes.remindRelease> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  const { clubId } = c.req.valid("param");
  await service.remindRelease(ctx, clubId, c.req.valid("json"), address, c.var.language);
  return c.json({ result: {} }, 202, noStore);
};

export const verifyReleaseEntry: AppRouteHandler<typeof routes.verifyReleaseEntry> = async (c) => {
  const { ctx } = c.var;
  const verified = await service.verifyEntry(ctx, c.req.valid("json"), clientAddress(c, ctx.trustProxy));
  return c.json({ result: verified }, 200, noStore);
};

export const getReleaseEntry: AppRouteHandler<typeof routes.getReleaseEntry> = async (c) => {
  const { ctx } = c.var;
  const entry = await service.releaseEntry(ctx, c.req.valid("query").token, clientAddress(c, ctx.trustProxy));
  return c.json({ result: entry }, 200, noStore);
};

export const getReleaseEntryLive: AppRouteHandler<typeof routes.getReleaseEntryLive> = async (c) => {
  const { ctx } = c.var;
  if (ctx.live.closed) throw new ApiError(503, "server_busy", undefined, { "Retry-After": "1" });
  // Read through the same throttle as a look: a page reconnecting in a loop is held to it.
  await service.releaseEntry(ctx, c.req.valid("query").token, clientAddress(c, ctx.trustProxy));
  const entry = await ctx.repos.releases.findEntryByToken(tokenDigest(c.req.valid("query").token));
  if (!entry) throw notFound();
  const { readable, writable } = new TransformStream();
  const stream = new SSEStreamingApi(writable, readable);
  void serveReleaseEntry(ctx, stream, entry).finally(() => stream.close());
  return c.body(stream.responseReadable, 200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache, no-store, no-transform",
    "X-Accel-Buffering": "no",
  });
};

export const rejoinRelease: AppRouteHandler<typeof routes.rejoinRelease> = async (c) => {
  const { ctx } = c.var;
  const entry = await service.rejoinRelease(ctx, c.req.valid("json").token, clientAddress(c, ctx.trustProxy));
  return c.json({ result: entry }, 200, noStore);
};

export const finishReleaseTurn: AppRouteHandler<typeof routes.finishReleaseTurn> = async (c) => {
  const { ctx } = c.var;
  const entry = await service.finishTurn(ctx, c.req.valid("json").token, clientAddress(c, ctx.trustProxy));
  return c.json({ result: entry }, 200, noStore);
};
