/**
 * What the desk takes for a booking and what it means for the booking's status (no zod, no server types): the
 * API writes by these rules and the screens show by them.
 */
import type { ReservationStatus } from "./rules";

export const PAYMENT_METHODS = ["cash", "card", "voucher"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How much of a booking's price its payments cover. */
export const PAYMENT_STATES = ["unpaid", "partlyPaid", "paid"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

interface Taken {
  amountCents: number;
  /** Set when the payment was voided: it stays on the booking but counts for nothing. */
  voidedAt?: unknown;
}

/** The sum of the payments not voided. */
export const paidCentsOf = (payments: readonly Taken[] | undefined) =>
  (payments ?? []).reduce((sum, p) => (p.voidedAt ? sum : sum + p.amountCents), 0);

/** Unpaid (nothing taken), partly paid, or paid (the price covered; a free round counts as paid once anything is taken). */
export function paymentStateOf(paidCents: number, priceCents: number): PaymentState {
  if (paidCents <= 0) return "unpaid";
  return paidCents >= priceCents ? "paid" : "partlyPaid";
}

/** Statuses in which the desk takes a payment: a confirmed booking, or one already paid (an extra). */
export const TAKES_PAYMENT: readonly ReservationStatus[] = ["reserved", "paid"];

/**
 * The status a booking has after its payments change. Payments move it between `reserved` and `paid` on their
 * own: covered → paid; a void that leaves the price uncovered → back to reserved. This is not a status change the
 * desk makes by hand (the status machine still refuses paid → reserved by hand: a payment is undone by voiding it,
 * not by a status change); every other status is left as it is.
 */
export function statusAfterPayments(
  status: ReservationStatus,
  paidCents: number,
  priceCents: number,
): ReservationStatus {
  const covered = paidCents > 0 && paidCents >= priceCents;
  if (status === "reserved" && covered) return "paid";
  if (status === "paid" && !covered) return "reserved";
  return status;
}

/** The club-day's takings per method: what the payments not voided that were taken that day add up to. */
export type Takings = Record<PaymentMethod | "total", number>;

export function takingsOf(payments: readonly (Taken & { method: PaymentMethod })[]): Takings {
  const takings: Takings = { cash: 0, card: 0, voucher: 0, total: 0 };
  for (const p of payments) {
    if (p.voidedAt) continue;
    takings[p.method] += p.amountCents;
    takings.total += p.amountCents;
  }
  return takings;
}
