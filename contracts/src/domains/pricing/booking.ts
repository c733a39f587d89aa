/**
 * The one price arithmetic of the product, in integer cents, shared by the API (which alone decides what a booking
 * costs) and the screens (which show the price before saving): a tee time's price per player times the players,
 * less the customer's membership-tier discount on its target.
 */

/** What a membership tier's discount applies to (spec §3 "discount target"). */
export const DISCOUNT_TARGETS = ["greenFee", "cart", "caddie", "all"] as const;
export type DiscountTarget = (typeof DISCOUNT_TARGETS)[number];

export interface TierDiscount {
  /** 0–100, whole percent. */
  discountRatePercent: number;
  discountTarget: DiscountTarget;
  /** A disabled tier gives no discount. */
  active: boolean;
}

export interface BookingPriceInput {
  /** The covering schedule's price per player (`pricePerPlayerCents` of the schedules domain). */
  pricePerPlayerCents: number;
  players: number;
  /** The customer's tier, if the booking is for a customer who has one. */
  tier?: TierDiscount | null;
}

export interface BookingPrice {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** Rounds half up to the cent, so a discount never gives away a fraction of a cent more than its rate says. */
const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/**
 * The green fee is the only priced part of a booking today (a club's cart and caddie are none, optional or
 * required, without a price of their own), so a tier discounting the cart or the caddie changes nothing yet.
 */
export function bookingPriceCents({ pricePerPlayerCents, players, tier }: BookingPriceInput): BookingPrice {
  const subtotalCents = pricePerPlayerCents * players;
  const applies =
    tier?.active === true && (tier.discountTarget === "greenFee" || tier.discountTarget === "all");
  const discountCents = applies
    ? percentOf(subtotalCents, Math.min(100, Math.max(0, tier.discountRatePercent)))
    : 0;
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/**
 * What a golfer pays per player under a schedule: the green fee's regular price, or on the additional price the
 * regular price plus the green fee's surcharge (weekends, holidays). In cents, as every amount.
 */
export function pricePerPlayerCents(
  fee: { regularPriceCents: number; additionalPriceCents: number },
  priceKind: "regular" | "additional",
): number {
  return priceKind === "regular" ? fee.regularPriceCents : fee.regularPriceCents + fee.additionalPriceCents;
}

/** What `bookingPriceCents` needs of a customer's membership tier: a disabled tier gives no discount. */
export const tierDiscountOf = (tier: {
  discountRatePercent: number;
  discountTarget: DiscountTarget;
  status: "active" | "disabled";
}): TierDiscount => ({
  discountRatePercent: tier.discountRatePercent,
  discountTarget: tier.discountTarget,
  active: tier.status === "active",
});

/**
 * The total of a booking whose party changes to `players`: at the tee time's price per player today with the
 * customer's tier; on a time no longer for sale (`pricePerPlayerCents` null) at the price per player it was booked
 * at, and then the party may only shrink (null when it would grow).
 */
export function partyChangeTotalCents(
  booked: { players: number; totalPriceCents: number },
  players: number,
  pricePerPlayerCents: number | null,
  tier?: TierDiscount | null,
): number | null {
  if (pricePerPlayerCents === null) {
    if (players > booked.players) return null;
    return Math.round((booked.totalPriceCents * players) / booked.players);
  }
  return bookingPriceCents({ pricePerPlayerCents, players, tier }).totalCents;
}
