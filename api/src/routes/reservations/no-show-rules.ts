import { todayIn } from "contracts/domains/common/dates";
import { paidCentsOf, statusAfterPayments } from "contracts/domains/reservations/payments";
import type { ReservationStatus } from "contracts/domains/reservations/rules";
import type { AppContext } from "../../context";
import { ApiError } from "../../lib/api-error";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ReservationDoc } from "../../repositories/reservation-docs";

/**
 * The desk undoes a no-show (a golfer who came late, an automatic mark that was wrong) up to the end of the play
 * day on the club's clock; after it, the round is history and the no-show stands.
 */
export function checkNoShowUndo(ctx: Pick<AppContext, "now">, club: ClubDoc, booking: ReservationDoc) {
  if (booking.date < todayIn(club.timeZone, ctx.now())) throw new ApiError(409, "noshow_undo_closed");
}

/** Where an undone no-show goes: the status asked for, paid when its payments not voided cover its price. */
export const statusAfterUndo = (booking: ReservationDoc, asked: ReservationStatus) =>
  statusAfterPayments(asked, paidCentsOf(booking.payments), booking.totalPriceCents);
