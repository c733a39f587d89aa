import { bookingPriceCents, partyChangeTotalCents, tierDiscountOf } from "./booking";

const tier = (
  discountRatePercent: number,
  discountTarget: "greenFee" | "cart" | "caddie" | "all",
  active = true,
) => ({
  discountRatePercent,
  discountTarget,
  active,
});

describe("booking price in cents", () => {
  it("is the price per player times the players without a tier", () => {
    expect(bookingPriceCents({ pricePerPlayerCents: 18_000, players: 3 })).toEqual({
      subtotalCents: 54_000,
      discountCents: 0,
      totalCents: 54_000,
    });
  });

  it.each(["greenFee", "all"] as const)(
    "takes the tier's rate off the green fee when it targets %s",
    (target) => {
      expect(bookingPriceCents({ pricePerPlayerCents: 18_000, players: 4, tier: tier(10, target) })).toEqual({
        subtotalCents: 72_000,
        discountCents: 7_200,
        totalCents: 64_800,
      });
    },
  );

  it("rounds the discount half up to the cent", () => {
    // 15% of $33.33 = 499.95 cents.
    expect(bookingPriceCents({ pricePerPlayerCents: 3_333, players: 1, tier: tier(15, "greenFee") })).toEqual(
      {
        subtotalCents: 3_333,
        discountCents: 500,
        totalCents: 2_833,
      },
    );
  });

  it("gives nothing for a disabled tier, or one on the cart or caddie (not priced yet)", () => {
    for (const discount of [tier(20, "greenFee", false), tier(20, "cart"), tier(20, "caddie")]) {
      expect(bookingPriceCents({ pricePerPlayerCents: 10_000, players: 2, tier: discount }).totalCents).toBe(
        20_000,
      );
    }
  });

  it("never discounts more than everything", () => {
    expect(
      bookingPriceCents({ pricePerPlayerCents: 10_000, players: 2, tier: tier(150, "all") }).totalCents,
    ).toBe(0);
  });
});

test("a tier prices a booking through the one price function; disabling it removes the discount", () => {
  const gold = { discountRatePercent: 10, discountTarget: "greenFee" as const, status: "active" as const };
  const price = (
    tier: typeof gold | { discountRatePercent: number; discountTarget: "all"; status: "disabled" },
  ) => bookingPriceCents({ pricePerPlayerCents: 9_000, players: 4, tier: tierDiscountOf(tier) });
  expect(price(gold)).toEqual({ subtotalCents: 36_000, discountCents: 3_600, totalCents: 32_400 });
  expect(price({ discountRatePercent: 10, discountTarget: "all", status: "disabled" }).discountCents).toBe(0);
});

describe("a party change", () => {
  const booked = { players: 3, totalPriceCents: 27_000 };

  it("is priced at today's price per player with the customer's tier", () => {
    expect(partyChangeTotalCents(booked, 4, 10_000)).toBe(40_000);
    expect(partyChangeTotalCents(booked, 2, 10_000, tier(10, "all"))).toBe(18_000);
  });

  it("on a time no longer for sale keeps the booked price per player and may only shrink", () => {
    expect(partyChangeTotalCents(booked, 2, null)).toBe(18_000);
    expect(partyChangeTotalCents(booked, 3, null)).toBe(27_000);
    expect(partyChangeTotalCents(booked, 4, null)).toBeNull();
    // A total that does not split evenly rounds to the cent.
    expect(partyChangeTotalCents({ players: 3, totalPriceCents: 10_000 }, 2, null)).toBe(6_667);
  });
});
