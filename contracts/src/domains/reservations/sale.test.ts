import { type SaleClub, type SaleSchedule, saleOf } from "./sale";

const club: SaleClub = {
  teeUps: [{ interval: 30, firstTeeUp: "07:00", lastTeeUp: "09:00" }],
  greenFees: [{ greenFeeId: "fee-1", regularPriceCents: 10_000, additionalPriceCents: 2_500 }],
};
// 2026-12-05 is a Saturday (6), 2026-12-07 a Monday (1).
const schedule = (over: Partial<SaleSchedule>): SaleSchedule => ({
  startDate: "2026-12-01",
  endDate: "2026-12-31",
  startTime: "07:00",
  endTime: "08:00",
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  status: "public",
  greenFeeId: "fee-1",
  priceKind: "regular",
  ...over,
});

test("a time no schedule covers is not for sale, nor one whose green fee the club no longer has", () => {
  const schedules = [schedule({})];
  expect(saleOf(club, schedules, "2026-12-07", "08:00")).toEqual({
    sale: "notForSale",
    pricePerPlayerCents: null,
  });
  expect(saleOf(club, schedules, "2026-11-30", "07:00").sale).toBe("notForSale");
  expect(saleOf(club, [schedule({ weekdays: [6] })], "2026-12-07", "07:00").sale).toBe("notForSale");
  expect(saleOf(club, [schedule({ greenFeeId: "gone" })], "2026-12-07", "07:00").sale).toBe("notForSale");
});

test("a Public schedule sells online at the regular price; the additional price adds the surcharge", () => {
  expect(saleOf(club, [schedule({})], "2026-12-07", "07:30")).toEqual({
    sale: "online",
    pricePerPlayerCents: 10_000,
  });
  expect(
    saleOf(club, [schedule({ priceKind: "additional" })], "2026-12-07", "07:00").pricePerPlayerCents,
  ).toBe(12_500);
});

test("a Hidden schedule, or a Public time the offline settings hold back, sells at the desk only", () => {
  expect(saleOf(club, [schedule({ status: "hidden" })], "2026-12-07", "07:00").sale).toBe("offlineOnly");
  const held = { heldFirstTimes: 1, heldTimes: ["07:30"], heldWeekdays: [6] };
  expect(saleOf(club, [schedule({})], "2026-12-07", "07:00", held).sale).toBe("offlineOnly");
  expect(saleOf(club, [schedule({})], "2026-12-07", "07:30", held).sale).toBe("online");
  expect(saleOf(club, [schedule({})], "2026-12-05", "07:30", held).sale).toBe("offlineOnly");
});

test("green fees and schedules match by the id's text, so database ids and strings both fit", () => {
  const objectLike = { toString: () => "fee-1" };
  expect(saleOf(club, [schedule({ greenFeeId: objectLike })], "2026-12-07", "07:00").sale).toBe("online");
});
