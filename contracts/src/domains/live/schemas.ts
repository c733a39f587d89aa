import { z } from "zod";

/**
 * The live channel of a club (`GET /clubs/{clubId}/live`, Server-Sent Events). An event says only which booking
 * changed and where it sits on the sheet, enough for a screen to read the right data again; it never carries the
 * booking itself, so nothing reaches a desk that its own reads would not show it.
 */

/** A booking of the club was made, changed, moved, confirmed, cancelled or expired (SSE `event: reservation`). */
export const liveReservationEventSchema = z.object({
  kind: z.literal("reservation"),
  /** The reservation's id. */
  id: z.string(),
  /** The club-local date of its tee time (`YYYY-MM-DD`). */
  date: z.string(),
  courseId: z.string().optional(),
  teeTime: z.string().optional(),
  /** When the change was committed (ISO 8601). */
  at: z.string(),
});
export type LiveReservationEvent = z.infer<typeof liveReservationEventSchema>;

/**
 * The waitlist of a date changed: a golfer joined, confirmed or left, the desk added or removed someone, an offer
 * went out or ended (SSE `event: waitlist`). Like a booking's, it names only the entry and its date.
 */
export const liveWaitlistEventSchema = z.object({
  kind: z.literal("waitlist"),
  /** The waitlist entry's id. */
  id: z.string(),
  /** The club-local play date it waits for (`YYYY-MM-DD`). */
  date: z.string(),
  /** When the change was committed (ISO 8601). */
  at: z.string(),
});
export type LiveWaitlistEvent = z.infer<typeof liveWaitlistEventSchema>;

/**
 * The SSE event names of the stream. `ready`: the stream is open (its `id` is the position to resume from);
 * `reservation`: a change of a booking; `waitlist`: a change of the waitlist; `reset`: the position asked for with `Last-Event-ID` is too old (or unknown) to resume
 * from, so the client reads the day's state again.
 */
export const liveEventNames = ["ready", "reservation", "waitlist", "reset"] as const;
export type LiveEventName = (typeof liveEventNames)[number];

/** The request header a client resumes with: the `id` of the last event it received. */
export const lastEventIdHeader = "last-event-id";
/** An event id: a change-stream resume token's hex string. */
export const liveEventIdSchema = z.string().regex(/^[0-9A-Fa-f]{2,1024}$/);
