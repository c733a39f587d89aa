import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import type { BookingHold } from "contracts/domains/reservations/online-booking";
import { golferNextStatuses, type ReservationStatus } from "contracts/domains/reservations/rules";
import type { MessageLanguage } from "contracts/errors/messages";
import type { AppContext } from "../../context";
import { ApiError, notFound } from "../../lib/api-error";
import { recordAuditBy } from "../../lib/audit";
import { takeAttempt } from "../../lib/throttle";
import { tokenDigest } from "../../lib/tokens";
import type { ReservationDoc } from "../../repositories/reservation-docs";
import { cancelAsGolfer } from "../reservations/changes";
import { mailGolfer } from "../reservations/golfer-mail";
import { expireHold, isDueHold } from "../reservations/holds";
import { reservationSettingsOf } from "../reservations/settings";
import { toReservation } from "../reservations/views";
import { golferCancellation } from "./free-cancellation";
import { byToken, holdLooksPerAddress, holdView, stateOf } from "./service";

/** 409 for a booking the golfer may no longer cancel, naming its status in the request's language. */
const notCancellable = (status: ReservationStatus) =>
  new ApiError(
    409,
    "booking_not_cancellable",
    undefined,
    undefined,
    undefined,
    (language) => reservationStatusLabels[language][status],
  );

/**
 * The golfer cancels their own booking with the token of its mailed link. A pending hold or a reserved booking
 * whose tee time is at least the club's `freeCancellationHours` away (on the club's clock) is cancelled at once and
 * its places go back; later, it becomes cancel pending for the club to settle. Written by the desk's own change
 * path (`cancelAsGolfer`): one transaction with the places and the audit line, the version raised, and only on the
 * booking as this request read it. A hold whose time is up answers 409 hold_expired (expiring it if nobody has
 * yet); a booking cancelled, paid, missed or removed answers 409 booking_not_cancellable.
 */
export async function cancelBookingHold(
  ctx: AppContext,
  token: string,
  address: string,
  language: MessageLanguage,
): Promise<BookingHold> {
  await takeAttempt(ctx, [[`booking-hold:${address}`, holdLooksPerAddress]]);
  const doc = await byToken(ctx, token);
  const club = await ctx.repos.clubs.findById(doc.clubId);
  if (!club) throw notFound();
  const now = ctx.now();
  if (stateOf(doc, now) === "expired") {
    if (isDueHold(doc, now)) await expireHold(ctx, doc);
    throw new ApiError(409, "hold_expired");
  }
  if (golferNextStatuses(doc.status).length === 0) throw notCancellable(doc.status);
  const { freeCancellationHours } = await reservationSettingsOf(ctx, club);
  const { next } = golferCancellation(club, doc, freeCancellationHours, now);
  const how =
    next === "cancelled" ? "free cancellation" : "too late for free cancellation: for the club to settle";
  let written: ReservationDoc;
  try {
    written = await cancelAsGolfer(ctx, club, doc, next, language, (action, changed) =>
      recordAuditBy(
        ctx,
        { accountId: doc._id, email: doc.email ?? "" },
        {
          clubId: doc.clubId,
          action,
          entity: "reservation",
          entityId: doc._id,
          summary: `Reservation ${doc.reference} cancelled online by the golfer (${how}): ${changed}`,
        },
      ),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    // Changed meanwhile (the desk, a second click): say where it stands now, never with the desk's view of it.
    const current = await ctx.repos.reservations.findByConfirmToken(tokenDigest(token));
    if (!current) throw notFound();
    throw golferNextStatuses(current.status).length === 0
      ? notCancellable(current.status)
      : new ApiError(409, "reservation_changed");
  }
  // The cancellation stands even when the mail cannot go out; the page shows it too. A late one is told that it
  // reached the club, which will confirm it (and mails again when it does).
  if (written.status === "cancelled" || written.status === "cancelPending") {
    const change = written.status === "cancelled" ? "cancelled" : "cancelRequested";
    await mailGolfer(ctx, club, toReservation(club, written), change, language);
  }
  return holdView(ctx, written);
}
