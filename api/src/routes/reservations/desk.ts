import { todayIn } from "contracts/domains/common/dates";
import type { CheckInInput, GuestNamesInput, PaymentInput } from "contracts/domains/reservations/desk";
import { paidCentsOf, statusAfterPayments, TAKES_PAYMENT } from "contracts/domains/reservations/payments";
import { holdsPlaces, type ReservationStatus } from "contracts/domains/reservations/rules";
import type { Reservation } from "contracts/domains/reservations/schemas";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError, invalidField, notFound } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type ReservationDoc, versionOf } from "../../repositories/reservation-docs";
import { reservationChanged, StatusConflict } from "./booking";
import { storedGuests } from "./guests";
import { found, oneReservation } from "./views";

/**
 * The front desk's actions on a booking's players and payments. Each is decided on the booking as the desk saw it
 * (its `version`) and written by one conditional write that matches only that version, with its audit line in the
 * same transaction: a booking someone changed meanwhile is answered 409 reservation_changed, as it is now, and
 * nothing is written. No lock in any process: any number of API instances may act on one booking at once.
 */

/** Statuses in which players check in (and the check-in is undone): a confirmed booking, paid or not. */
const CHECKS_IN: readonly ReservationStatus[] = ["reserved", "paid"];

interface Decision {
  set: Partial<ReservationDoc>;
  summary: string;
}

/** The booking as it is now, as the 409 of a change decided on an older version answers it. */
export async function changedSince(ctx: AppContext, club: ClubDoc, id: ObjectId) {
  const now = await ctx.repos.reservations.findById(club._id, id);
  if (!now) return notFound();
  return reservationChanged(await oneReservation(ctx, club, now));
}

/** Reads the booking, checks the version the desk saw, decides the change and writes it conditionally. */
async function deskChange(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  rawId: string,
  version: number,
  decide: (current: ReservationDoc, now: Date) => Decision,
): Promise<Reservation> {
  const current = await found(ctx, club, rawId);
  if (versionOf(current) !== version) throw await changedSince(ctx, club, current._id);
  const now = ctx.now();
  const { set, summary } = decide(current, now);
  const updated = await ctx.repos.atomically(async () => {
    const written = await ctx.repos.reservations.updateIf(
      club._id,
      current._id,
      // The status as read: a payment can change it, and the customer's count needs to know from what.
      { version, status: current.status },
      { ...set, updatedAt: now },
    );
    if (!written) throw await changedSince(ctx, club, current._id);
    await auditedWrites({ ctx, auth, clubId: club._id, entity: "reservation" }).record(
      "update",
      current._id,
      `Reservation ${current.reference} ${summary}`,
    );
    return written;
  });
  return oneReservation(ctx, club, updated);
}

/** Names the players, one name (or null) per place, the booker's first. */
export function setGuests(ctx: AppContext, auth: Auth, club: ClubDoc, rawId: string, input: GuestNamesInput) {
  return deskChange(ctx, auth, club, rawId, input.version, (current) => {
    if (!holdsPlaces(current.status)) throw new StatusConflict(current.status);
    if (input.names.length !== current.players) throw invalidField("names", "reservation_guests_invalid");
    const guests = storedGuests(current, current.players).map((g, i) => ({
      ...g,
      name: input.names[i] ?? null,
    }));
    const named = input.names.filter((name) => name !== null).length;
    return { set: { guests }, summary: `players named (${named} of ${current.players})` };
  });
}

/** Checks players in (the whole party, or the places named), or undoes their check-in. */
export function checkIn(ctx: AppContext, auth: Auth, club: ClubDoc, rawId: string, input: CheckInInput) {
  return deskChange(ctx, auth, club, rawId, input.version, (current, now) => {
    if (!CHECKS_IN.includes(current.status)) throw new StatusConflict(current.status);
    const places = input.places ?? Array.from({ length: current.players }, (_, i) => i + 1);
    if (places.some((place) => place > current.players)) {
      throw invalidField("places", "reservation_place_invalid");
    }
    const guests = storedGuests(current, current.players).map((g, i) =>
      places.includes(i + 1) ? { ...g, checkedInAt: input.checkedIn ? (g.checkedInAt ?? now) : null } : g,
    );
    const which = `place(s) ${[...new Set(places)].sort().join(", ")}`;
    return {
      set: { guests },
      summary: input.checkedIn ? `checked in: ${which}` : `check-in undone: ${which}`,
    };
  });
}

/** What the payments make of the status: paid once covered, back to reserved when a void uncovers the price. */
function withStatus(current: ReservationDoc, payments: NonNullable<ReservationDoc["payments"]>) {
  const status = statusAfterPayments(current.status, paidCentsOf(payments), current.totalPriceCents);
  const note = status === current.status ? "" : `; status ${current.status} → ${status}`;
  return { set: { payments, status }, note };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** Takes a payment (a confirmed booking, or a paid one taking more); covering the price makes the booking paid. */
export function addPayment(ctx: AppContext, auth: Auth, club: ClubDoc, rawId: string, input: PaymentInput) {
  return deskChange(ctx, auth, club, rawId, input.version, (current, now) => {
    if (!TAKES_PAYMENT.includes(current.status)) throw new StatusConflict(current.status);
    const payment = {
      _id: new ObjectId(),
      amountCents: input.amountCents,
      method: input.method,
      day: todayIn(club.timeZone, now),
      at: now,
      by: auth.account.email,
      voidedAt: null,
      voidedBy: null,
    };
    const { set, note } = withStatus(current, [...(current.payments ?? []), payment]);
    return { set, summary: `payment of ${money(input.amountCents)} taken (${input.method})${note}` };
  });
}

/** Voids a payment: kept, marked with who voided it and when; the price uncovered takes a paid booking back. */
export function voidPayment(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  ids: { reservationId: string; paymentId: string },
  version: number,
) {
  return deskChange(ctx, auth, club, ids.reservationId, version, (current, now) => {
    const payments = current.payments ?? [];
    const target = payments.find((p) => p._id.toHexString() === ids.paymentId);
    if (!target) throw notFound();
    if (target.voidedAt) throw new ApiError(409, "payment_already_voided");
    const { set, note } = withStatus(
      current,
      payments.map((p) => (p === target ? { ...p, voidedAt: now, voidedBy: auth.account.email } : p)),
    );
    return {
      set,
      summary: `payment of ${money(target.amountCents)} (${target.method}, ${target.day}) voided${note}`,
    };
  });
}
