import type { ReleaseEntry } from "contracts/domains/releases/schemas";
import type { SSEStreamingApi } from "hono/streaming";
import type { AppContext } from "../../context";
import { HEARTBEAT_MS } from "../../live/serve-stream";
import type { ReleaseEntryDoc } from "../../repositories/releases-repository";
import { entryView } from "./service";

/** A page's stream is sent at most this often: a busy line's steps come together, not one frame per step. */
const COALESCE_MS = 250;

/**
 * Serves one golfer's release page: `entry` events with where their entry stands (as `GET /public/release-entry`
 * answers it), first at once, then whenever the release's line moves or their own entry changes, until the page
 * goes away or the instance stops. Only that golfer's entry and the release's own figures are ever sent.
 */
export async function serveReleaseEntry(ctx: AppContext, stream: SSEStreamingApi, entry: ReleaseEntryDoc) {
  let ended = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let last = "";
  const end = () => {
    ended = true;
    wake?.();
  };
  const send = async () => {
    timer = undefined;
    const fresh = await ctx.repos.releases.findEntryById(entry._id);
    if (!fresh || ended) return;
    const view: ReleaseEntry = await entryView(ctx, fresh);
    const data = JSON.stringify(view);
    if (data === last) return;
    last = data;
    await stream.writeSSE({ event: "entry", data });
  };
  const soon = () => {
    timer ??= setTimeout(() => void send().catch(end), COALESCE_MS);
  };
  stream.onAbort(end);
  const own = entry._id.toHexString();
  const unsubscribe = await ctx.live.releases.subscribe(entry.releaseId, (change) => {
    if (change.kind === "end") end();
    else if (change.kind === "release" || change.entryId === own) soon();
  });
  const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), HEARTBEAT_MS);
  try {
    await send();
    if (!ended) await new Promise<void>((resolve) => (wake = resolve));
  } catch {
    // The page went away mid-write.
  } finally {
    clearTimeout(timer);
    clearInterval(heartbeat);
    unsubscribe();
  }
}
