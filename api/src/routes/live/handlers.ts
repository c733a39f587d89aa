import { liveEventIdSchema } from "contracts/domains/live/schemas";
import { SSEStreamingApi } from "hono/streaming";
import { ApiError } from "../../lib/api-error";
import { mayReadReservations } from "../../live/access";
import { serveStream } from "../../live/serve-stream";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";

export const getClubLive: AppRouteHandler<typeof routes.getClubLive> = async (c) => {
  const { ctx, auth, clubAccess } = c.var;
  // A stopping instance takes no new desks: they connect again, through the balancer, to another one.
  if (ctx.live.closed) throw new ApiError(503, "server_busy", undefined, { "Retry-After": "1" });
  const sent = c.req.header("last-event-id");
  const lastEventId =
    sent === undefined ? undefined : liveEventIdSchema.safeParse(sent).success ? sent : "invalid";
  const clubId = clubAccess.club._id;
  const sessionDigest = auth.session._id;
  const { readable, writable } = new TransformStream();
  const stream = new SSEStreamingApi(writable, readable);
  void serveStream(stream, {
    hub: ctx.live,
    lastEventId,
    subscriber: {
      clubId,
      ownerId: clubAccess.club.ownerId,
      accountId: auth.account._id,
      sessionDigest,
      mayRead: () => mayReadReservations(ctx, sessionDigest, clubId),
    },
  }).finally(() => stream.close());
  return c.body(stream.responseReadable, 200, {
    "Content-Type": "text/event-stream",
    // No proxy or compression on the way may hold events back (no-transform; X-Accel-Buffering for nginx).
    "Cache-Control": "no-cache, no-transform",
    "X-Accel-Buffering": "no",
  });
};
