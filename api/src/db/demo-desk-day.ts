import { minutesOfTime, wallClockIn } from "contracts/domains/common/dates";
import { PAYMENT_METHODS } from "contracts/domains/reservations/payments";
import type { ReservationStatus } from "contracts/domains/reservations/rules";
import { ObjectId } from "mongodb";
import type { GuestDoc, PaymentDoc, ReservationDoc } from "../repositories/reservation-docs";

/** Who took the demo's payments at the desk. */
const DESK = "staff@example.com";

/** Where a tee time of today stands at the club's clock: played, about to start (players arriving) or later. */
function phaseOf(teeTime: string, nowMinutes: number) {
  const start = minutesOfTime(teeTime);
  if (start < nowMinutes - 10) return "played";
  if (start <= nowMinutes + 60) return "arriving";
  return "later";
}

/** The club-local moment `minutes` after midnight of `date`, near enough for a demo (the zone's offset now). */
const atClubTime = (now: Date, nowMinutes: number, minutes: number) =>
  new Date(now.getTime() + (minutes - nowMinutes) * 60_000);

/**
 * Today's bookings as a desk would have them at this hour: the tee times played were checked in and paid (cash,
 * card or voucher; the odd no-show), the ones about to start have players arriving and some paying ahead, the
 * later ones wait, a few with a deposit. Some players are named. Returns the status the booking ends up with.
 */
export function asDeskDay(
  booking: ReservationDoc,
  now: Date,
  timeZone: string,
  random: () => number,
  names: readonly string[],
): ReservationStatus {
  if (booking.status !== "reserved" && booking.status !== "paid") return booking.status;
  const clock = wallClockIn(timeZone, now).minutes;
  const phase = phaseOf(booking.teeTime, clock);
  const start = minutesOfTime(booking.teeTime);
  const arrived = (place: number) =>
    phase === "played" || (phase === "arriving" && (place === 1 || random() < 0.5));
  const guests: GuestDoc[] = Array.from({ length: booking.players }, (_, i) => ({
    name: i > 0 && random() < 0.4 ? (names[Math.floor(random() * names.length)] ?? null) : null,
    checkedInAt: arrived(i + 1) ? atClubTime(now, clock, Math.min(start - 20 + i * 3, clock)) : null,
  }));
  const pay = (amountCents: number): PaymentDoc => ({
    _id: new ObjectId(),
    amountCents,
    method: PAYMENT_METHODS[Math.floor(random() * PAYMENT_METHODS.length)] ?? "cash",
    day: booking.date,
    at: atClubTime(now, clock, Math.min(start - 15, clock)),
    by: DESK,
    voidedAt: null,
    voidedBy: null,
  });
  if (phase === "played" && random() < 0.08) {
    booking.status = "noshow";
    return booking.status;
  }
  const paysAll = phase === "played" || (phase === "arriving" && random() < 0.5);
  const deposit = !paysAll && random() < 0.2;
  booking.guests = phase === "later" && !guests.some((g) => g.name) ? undefined : guests;
  if (paysAll) booking.payments = [pay(booking.totalPriceCents)];
  else if (deposit) booking.payments = [pay(Math.round(booking.totalPriceCents / booking.players))];
  booking.status = paysAll ? "paid" : "reserved";
  return booking.status;
}
