import type { Db, ObjectId } from "mongodb";
import type { ReservationDoc } from "../repositories/reservation-docs";
import type { WaitlistDoc } from "../repositories/waitlist-repository";
import { clubPipeline, type FeedMessage, messageOf, tokenOfId, watchOptions } from "./events";

/** More missed changes than this and the client reads the day again instead (`reset`): cheaper for both. */
export const MAX_CATCH_UP = 500;

/**
 * The changes of a club after the event `lastEventId` (a resume token from any instance), up to now: a change stream
 * of its own opened from that token and read until it has nothing more. A token the server no longer has history
 * for, or cannot read, and a gap larger than `MAX_CATCH_UP`, answer `reset`.
 */
export async function missedSince(
  db: Db,
  clubId: ObjectId,
  lastEventId: string,
): Promise<FeedMessage[] | "reset"> {
  const stream = db.watch<ReservationDoc | WaitlistDoc>(clubPipeline(clubId), {
    ...watchOptions,
    resumeAfter: tokenOfId(lastEventId),
    maxAwaitTimeMS: 10,
  });
  try {
    const missed: FeedMessage[] = [];
    for (;;) {
      const change = await stream.tryNext();
      if (!change) return missed;
      const message = messageOf(change);
      if (message) missed.push(message);
      if (missed.length > MAX_CATCH_UP) return "reset";
    }
  } catch {
    // History lost (286), a token this server cannot read, or the database away: in every case the client reads
    // the day again, which is always correct.
    return "reset";
  } finally {
    await stream.close().catch(() => undefined);
  }
}
