/**
 * The reservation status machine written out once for tests, every from → to pair with its intended answer, kept
 * apart from `nextStatuses` (rules.ts) so the tests of the rules and of the API hold both to it: the club's moves
 * (the desk, with a session) in `reservationStatusTable`, the golfer's own (from the mailed link) in
 * `golferStatusTable`. Spec §4 names the
 * statuses but not the moves between them: this is our design. A change of the machine (a golfer cancelling their
 * own booking, undoing a no-show) changes this table and the rules in the same commit, with its reason here.
 * Nothing outside tests reads it.
 *
 * Payments are not status changes by hand: taking payments that cover the price makes a reserved booking paid, and
 * voiding them below the price takes a paid one back to reserved (`statusAfterPayments`, payments.ts). The table
 * still refuses paid → reserved by hand, since a payment is undone by voiding it, where the record of it stays.
 */
import type { ReservationStatus } from "./rules";

type Row = readonly [from: ReservationStatus, to: ReservationStatus, allowed: boolean, why?: string];

export const reservationStatusTable: readonly Row[] = [
  ["pending", "reserved", true, "the club confirms the booking"],
  ["pending", "paid", false, "a booking is confirmed before it is paid"],
  ["pending", "cancelPending", true],
  [
    "pending",
    "cancelled",
    false,
    "the club's cancellation passes through cancel pending, where it is settled (a golfer's free one does not: below)",
  ],
  ["pending", "noshow", false, "a booking never confirmed cannot be missed"],
  ["pending", "deleted", true, "any booking can be deleted; the record stays"],

  ["reserved", "pending", false, "a confirmation is not taken back"],
  ["reserved", "paid", true],
  ["reserved", "cancelPending", true],
  ["reserved", "cancelled", false, "through cancel pending"],
  ["reserved", "noshow", true],
  ["reserved", "deleted", true],

  ["paid", "pending", false, "a payment is not undone by a status change"],
  ["paid", "reserved", false, "a payment is not undone by a status change"],
  ["paid", "cancelPending", false, "a paid round is refunded at the desk, not cancelled from the sheet"],
  ["paid", "cancelled", false, "a paid round is refunded at the desk, not cancelled from the sheet"],
  ["paid", "noshow", true, "paid and did not come"],
  ["paid", "deleted", true],

  ["cancelPending", "pending", false, "a cancellation under way is not withdrawn: the golfer books again"],
  ["cancelPending", "reserved", false, "a cancellation under way is not withdrawn: the golfer books again"],
  ["cancelPending", "paid", false, "a cancellation under way is not withdrawn: the golfer books again"],
  ["cancelPending", "cancelled", true, "the club settles the cancellation"],
  ["cancelPending", "noshow", false, "a golfer who cancelled did not fail to show"],
  ["cancelPending", "deleted", true],

  ["cancelled", "pending", false, "a cancellation is final but for deletion"],
  ["cancelled", "reserved", false, "a cancellation is final but for deletion"],
  ["cancelled", "paid", false, "a cancellation is final but for deletion"],
  ["cancelled", "cancelPending", false, "a cancellation is final but for deletion"],
  ["cancelled", "noshow", false, "a cancellation is final but for deletion"],
  ["cancelled", "deleted", true],

  ["noshow", "pending", false, "a no-show is undone to a confirmed booking, not a hold"],
  [
    "noshow",
    "reserved",
    true,
    "the desk undoes a no-show on the play day (a late golfer, or an automatic mark that was wrong): the booking " +
      "takes its places back if they are still free, and is paid again if its payments cover it",
  ],
  ["noshow", "paid", false, "undone to reserved; the payments decide whether it is paid"],
  ["noshow", "cancelPending", false, "a golfer who did not come did not cancel"],
  ["noshow", "cancelled", false, "a golfer who did not come did not cancel"],
  ["noshow", "deleted", true],

  ["deleted", "pending", false, "deleted is the end; the record stays for the history"],
  ["deleted", "reserved", false, "deleted is the end; the record stays for the history"],
  ["deleted", "paid", false, "deleted is the end; the record stays for the history"],
  ["deleted", "cancelPending", false, "deleted is the end; the record stays for the history"],
  ["deleted", "cancelled", false, "deleted is the end; the record stays for the history"],
  ["deleted", "noshow", false, "deleted is the end; the record stays for the history"],
];

/** Where the golfer's own cancellation may go: the statuses it can reach, from every status. */
export const GOLFER_TARGETS: readonly ReservationStatus[] = ["cancelPending", "cancelled"];

/**
 * The golfer's moves (`golferNextStatuses`, rules.ts): one row for every status to each of `GOLFER_TARGETS`.
 * Added with the golfer's own cancellation from the mailed link (`POST /public/booking-holds/cancel`): a golfer
 * who can no longer come should free the places without phoning the club, and within the club's free-cancellation
 * time there is nothing for the club to settle, so the booking is cancelled at once; later, the club decides
 * (a late cancellation may cost the golfer), so it only becomes cancel pending.
 */
export const golferStatusTable: readonly Row[] = [
  ["pending", "cancelPending", true, "too late for free cancellation: the golfer asks, the club settles"],
  ["pending", "cancelled", true, "within free cancellation: nothing to settle, the places free at once"],
  ["reserved", "cancelPending", true, "too late for free cancellation: the golfer asks, the club settles"],
  ["reserved", "cancelled", true, "within free cancellation: nothing to settle, the places free at once"],
  ["paid", "cancelPending", false, "a paid round is refunded at the desk, not cancelled from a link"],
  ["paid", "cancelled", false, "a paid round is refunded at the desk, not cancelled from a link"],
  ["cancelPending", "cancelled", false, "the club settles a cancellation under way, not the golfer"],
  ["cancelled", "cancelPending", false, "already cancelled"],
  ["noshow", "cancelPending", false, "the round was missed; the club decides what follows"],
  ["noshow", "cancelled", false, "the round was missed; the club decides what follows"],
  ["deleted", "cancelPending", false, "deleted is the end; the record stays for the history"],
  ["deleted", "cancelled", false, "deleted is the end; the record stays for the history"],
];
