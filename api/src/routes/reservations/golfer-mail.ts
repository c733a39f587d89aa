import type { Reservation } from "contracts/domains/reservations/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { type BookingChange, bookingChangedMail } from "../../mail/booking-mail";
import type { ClubDoc } from "../../repositories/clubs-repository";

/**
 * Tells a golfer with an email (the booking's, else the linked customer's) what happened to their booking: the desk
 * moved or cancelled it, in the language of the desk's request (the club's working language; the booking does not
 * record the golfer's), or their own late cancellation reached the club and, later, the club confirmed it, in the
 * language the golfer asked in. The change stands even when the mail cannot go out, as with an online booking's
 * mails.
 */
export async function mailGolfer(
  ctx: AppContext,
  club: ClubDoc,
  booking: Reservation,
  change: BookingChange,
  language: MessageLanguage,
) {
  const customer =
    !booking.email && booking.customerId
      ? await ctx.repos.customers.findInClub(club._id, new ObjectId(booking.customerId))
      : null;
  const to = booking.email || customer?.email;
  if (!to) return;
  await ctx.mailer.send(bookingChangedMail(to, club, booking, change, language)).catch(() => undefined);
}
