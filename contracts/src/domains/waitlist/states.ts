// The waitlist's states, without zod: the API's repository reads them before any schema is built.

/**
 * Where an entry stands: `unconfirmed` (a golfer's, until they confirm their email by the mailed link), `waiting`
 * (in line), `offered` (places are held for it until the offer's end), `booked` (the offer was taken), `missed`
 * (an offer declined or left to expire), `left` (the golfer or the desk took it off), `ended` (its window started
 * while it waited).
 */
export const WAITLIST_STATES = [
  "unconfirmed",
  "waiting",
  "offered",
  "booked",
  "missed",
  "left",
  "ended",
] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];
/** States in which an entry still counts: towards the per-email limit, and in line. */
export const ACTIVE_WAITLIST_STATES: readonly WaitlistState[] = ["unconfirmed", "waiting", "offered"];
