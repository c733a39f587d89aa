import type { LiveReservationEvent, LiveWaitlistEvent } from "contracts/domains/live/schemas";
import type { ChangeStreamDocument, Document, ObjectId, ResumeToken } from "mongodb";
import type { ReservationDoc } from "../repositories/reservation-docs";
import type { WaitlistDoc } from "../repositories/waitlist-repository";

/** One message of a club's feed: a change with the position after it, or word that the position was lost. */
export type FeedMessage =
  | {
      kind: "change";
      id: string;
      event: LiveReservationEvent | LiveWaitlistEvent;
      /** The SSE bytes of the change, made once for every desk of the club rather than once per desk. */
      frame: Uint8Array;
    }
  | { kind: "reset" };

/** The collections a club's feed follows: its bookings (holds are reservations `pending`) and its waitlist. */
export const FEED_COLLECTIONS = ["reservations", "waitlist"] as const;

/** A change of either collection, as the database-wide stream gives it. */
export type FeedChange = ChangeStreamDocument<ReservationDoc | WaitlistDoc>;

/** The change-stream pipeline of one club's reservations and waitlist entries, on a stream of the whole database. */
export const clubPipeline = (clubId: ObjectId): Document[] => [
  {
    $match: {
      "ns.coll": { $in: FEED_COLLECTIONS },
      operationType: { $in: ["insert", "update", "replace"] },
      "fullDocument.clubId": clubId,
    },
  },
];

/** The watch options shared by a club's feed and a resuming stream's catch-up read. */
export const watchOptions = { fullDocument: "updateLookup" } as const;

/** An event id is the change's resume token (its `_data` string): a client resumes from it on any instance. */
export const idOfToken = (token: ResumeToken | undefined): string | undefined => {
  const data = (token as { _data?: unknown } | undefined)?._data;
  return typeof data === "string" ? data : undefined;
};
export const tokenOfId = (id: string): ResumeToken => ({ _data: id });

const encoder = new TextEncoder();

const isWaitlist = (change: FeedChange) =>
  "ns" in change && "coll" in change.ns && change.ns.coll === "waitlist";

/**
 * What a desk needs to read again after a change: which booking, on which date, course and tee time; or that the
 * waitlist of a date changed (a golfer joined, confirmed or left, the desk added or removed someone).
 */
export function messageOf(change: FeedChange): FeedMessage | undefined {
  if (!("fullDocument" in change) || !change.fullDocument) return undefined;
  const id = idOfToken(change._id);
  if (!id) return undefined;
  const doc = change.fullDocument;
  // The commit's wall-clock time (MongoDB 6 and the embedded server give it); else the document's own stamp.
  const at = ("wallTime" in change && change.wallTime) || doc.updatedAt || new Date();
  if (isWaitlist(change)) {
    const event: LiveWaitlistEvent = {
      kind: "waitlist",
      id: doc._id.toHexString(),
      date: doc.date,
      at: at.toISOString(),
    };
    return {
      kind: "change",
      id,
      event,
      frame: encoder.encode(`event: waitlist\nid: ${id}\ndata: ${JSON.stringify(event)}\n\n`),
    };
  }
  const booking = doc as ReservationDoc;
  const event: LiveReservationEvent = {
    kind: "reservation",
    id: booking._id.toHexString(),
    date: booking.date,
    courseId: booking.courseId.toHexString(),
    teeTime: booking.teeTime,
    at: at.toISOString(),
  };
  return {
    kind: "change",
    id,
    event,
    frame: encoder.encode(`event: reservation\nid: ${id}\ndata: ${JSON.stringify(event)}\n\n`),
  };
}
