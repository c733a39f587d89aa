import type { LiveReservationEvent } from "contracts/domains/live/schemas";
import type { ChangeStreamDocument, Document, ObjectId, ResumeToken } from "mongodb";
import type { ReservationDoc } from "../repositories/reservation-docs";

/** One message of a club's feed: a change with the position after it, or word that the position was lost. */
export type FeedMessage =
  | {
      kind: "change";
      id: string;
      event: LiveReservationEvent;
      /** The SSE bytes of the change, made once for every desk of the club rather than once per desk. */
      frame: Uint8Array;
    }
  | { kind: "reset" };

/** The change-stream pipeline of one club's reservations (holds are reservations `pending`, in the same place). */
export const clubPipeline = (clubId: ObjectId): Document[] => [
  {
    $match: {
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

/** What a desk needs to read again after a change: which booking, on which date, course and tee time. */
export function messageOf(change: ChangeStreamDocument<ReservationDoc>): FeedMessage | undefined {
  if (!("fullDocument" in change) || !change.fullDocument) return undefined;
  const id = idOfToken(change._id);
  if (!id) return undefined;
  const doc = change.fullDocument;
  // The commit's wall-clock time (MongoDB 6 and the embedded server give it); else the booking's own stamp.
  const at = ("wallTime" in change && change.wallTime) || doc.updatedAt || new Date();
  const event: LiveReservationEvent = {
    kind: "reservation",
    id: doc._id.toHexString(),
    date: doc.date,
    courseId: doc.courseId.toHexString(),
    teeTime: doc.teeTime,
    at: at.toISOString(),
  };
  return {
    kind: "change",
    id,
    event,
    frame: encoder.encode(`event: reservation\nid: ${id}\ndata: ${JSON.stringify(event)}\n\n`),
  };
}
