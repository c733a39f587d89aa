import { instantAt, minutesUntil } from "contracts/domains/common/dates";
import { freeCancellationEnd, golferCancellationOf } from "contracts/domains/reservations/rules";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ReservationDoc } from "../../repositories/reservation-docs";

/**
 * The golfer's own cancellation of a booking as the club's clock decides it at `now`: where a cancellation takes it
 * (`next`) and until when it is free (`freeUntil`, null once that has passed). The cancellation itself and the
 * page that states its terms read it here, so the two never disagree. A hold never confirmed (a booking not yet
 * made, or a waitlist offer declined) is withdrawn at once, however near its tee time: nothing was promised to the
 * club yet. A confirmed booking is cancelled at once while its tee time is at least the club's
 * `freeCancellationHours` away; later, it waits for the club (cancel pending).
 */
export function golferCancellation(
  club: Pick<ClubDoc, "timeZone">,
  doc: Pick<ReservationDoc, "status" | "date" | "teeTime">,
  freeCancellationHours: number,
  now: Date,
) {
  const free =
    golferCancellationOf(minutesUntil(club.timeZone, now, doc.date, doc.teeTime), freeCancellationHours) ===
    "cancelled";
  const end = freeCancellationEnd(doc.date, doc.teeTime, freeCancellationHours);
  return {
    next: doc.status === "pending" || free ? ("cancelled" as const) : ("cancelPending" as const),
    freeUntil: free ? instantAt(club.timeZone, end.date, end.time) : null,
  };
}
