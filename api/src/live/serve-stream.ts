import type { SSEStreamingApi } from "hono/streaming";
import { missedSince } from "./catch-up";
import type { FeedMessage } from "./events";
import type { LiveHub, LiveSubscriber } from "./hub";

/** Comments sent this often keep a quiet stream open through balancers' idle timeouts (60 s in deploy/). */
export const HEARTBEAT_MS = 15_000;
/** A desk this far behind is cut off; it reconnects and resumes from its last event (or reloads the day). */
const MAX_QUEUED = 1_000;

export interface StreamRequest {
  hub: LiveHub;
  subscriber: Omit<LiveSubscriber, "listener" | "end">;
  /** The `Last-Event-ID` the client resumes from, when it sent a well-formed one; `invalid` for any other value. */
  lastEventId: string | "invalid" | undefined;
  heartbeatMs?: number;
}

/**
 * Serves one desk's stream until it goes away, its access ends or the instance stops. The desk joins its club's
 * feed first (changes from then on are queued), then catches up from its `Last-Event-ID` with a change stream of its
 * own; queued changes it already got from the catch-up are left out. Without an id it gets `ready` with the position
 * to resume from; with one too old to resume from, `reset`.
 */
export async function serveStream(stream: SSEStreamingApi, request: StreamRequest) {
  // Changes that come while the desk catches up wait here; after that each is written as it comes, without a
  // queue or a wake-up per desk (a busy club's change goes to every desk at once).
  let queue: FeedMessage[] | undefined = [];
  let pending = 0;
  let ended = false;
  let wake: (() => void) | undefined;
  const end = () => {
    ended = true;
    wake?.();
  };
  const send = (message: FeedMessage) => {
    // A desk that does not read what it is sent is cut off rather than held in memory.
    if (++pending > MAX_QUEUED) return end();
    void write(stream, message).finally(() => pending--);
  };
  stream.onAbort(end);
  const { feed, unsubscribe } = await request.hub.subscribe({
    ...request.subscriber,
    listener: (message) => {
      if (!queue) return send(message);
      if (queue.length >= MAX_QUEUED) end();
      queue.push(message);
    },
    end,
  });
  const heartbeat = setInterval(() => {
    void stream.write(": heartbeat\n\n");
  }, request.heartbeatMs ?? HEARTBEAT_MS);
  try {
    const seen = new Set<string>();
    const { lastEventId } = request;
    const missed =
      lastEventId === undefined
        ? []
        : lastEventId === "invalid"
          ? "reset"
          : await missedSince(request.hub.database, request.subscriber.clubId, lastEventId);
    if (missed === "reset") {
      await stream.writeSSE({ event: "reset", data: "{}", ...idOf(feed.position) });
    } else {
      for (const message of missed) {
        if (message.kind === "change") seen.add(message.id);
        await write(stream, message);
      }
      await stream.writeSSE({
        event: "ready",
        data: "{}",
        ...(lastEventId === undefined ? idOf(feed.position) : {}),
      });
    }
    const waiting = queue;
    queue = undefined;
    for (const message of waiting) {
      if (message.kind !== "change" || !seen.has(message.id)) send(message);
    }
    if (!ended) await new Promise<void>((resolve) => (wake = resolve));
  } catch {
    // The desk went away mid-write: nothing to tell it.
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}

const idOf = (position: string | undefined) => (position ? { id: position } : {});

function write(stream: SSEStreamingApi, message: FeedMessage) {
  if (message.kind === "reset") return stream.writeSSE({ event: "reset", data: "{}" });
  return stream.write(message.frame);
}
