import type { Payment } from "contracts/domains/reservations/desk";
import { type PaymentState, paidCentsOf, paymentStateOf } from "contracts/domains/reservations/payments";
import type { GuestDoc, ReservationDoc } from "../../repositories/reservation-docs";

/** A booking's player places and payments as the API answers them. */

/**
 * One place per player, the booker's first: the places the desk wrote, the others unnamed and not checked in.
 * Place 1 is named after the booker until the desk names it otherwise.
 */
export function guestsOf(doc: Pick<ReservationDoc, "name" | "players" | "guests">): GuestDoc[] {
  return Array.from({ length: doc.players }, (_, i) => {
    const stored = doc.guests?.[i];
    const name = stored?.name ?? (i === 0 ? doc.name : null);
    return { name, checkedInAt: stored?.checkedInAt ?? null };
  });
}

/**
 * The places as stored, one per player of a party of `players`: those the desk wrote kept, new ones unnamed (the
 * booker's place stays unnamed until named, so it follows the booker's name).
 */
export const storedGuests = (doc: Pick<ReservationDoc, "guests">, players: number): GuestDoc[] =>
  Array.from({ length: players }, (_, i) => ({
    name: doc.guests?.[i]?.name ?? null,
    checkedInAt: doc.guests?.[i]?.checkedInAt ?? null,
  }));

export function paymentsOf(doc: Pick<ReservationDoc, "payments" | "totalPriceCents">): {
  payments: Payment[];
  paidCents: number;
  paymentState: PaymentState;
} {
  const payments = doc.payments ?? [];
  const paidCents = paidCentsOf(payments);
  return {
    payments: payments.map((p) => ({
      paymentId: p._id.toHexString(),
      amountCents: p.amountCents,
      method: p.method,
      day: p.day,
      paidAt: p.at.toISOString(),
      paidBy: p.by,
      voidedAt: p.voidedAt?.toISOString() ?? null,
      voidedBy: p.voidedBy,
    })),
    paidCents,
    paymentState: paymentStateOf(paidCents, doc.totalPriceCents),
  };
}
