import { paidCentsOf, paymentStateOf, statusAfterPayments, takingsOf } from "./payments";

test("voided payments count for nothing", () => {
  expect(paidCentsOf([{ amountCents: 500 }, { amountCents: 300, voidedAt: new Date() }])).toBe(500);
  expect(paidCentsOf(undefined)).toBe(0);
});

test("a booking is paid once its price is covered", () => {
  expect(paymentStateOf(0, 1000)).toBe("unpaid");
  expect(paymentStateOf(400, 1000)).toBe("partlyPaid");
  expect(paymentStateOf(1000, 1000)).toBe("paid");
  expect(paymentStateOf(1200, 1000)).toBe("paid");
});

test("payments move a booking between reserved and paid, and leave every other status alone", () => {
  expect(statusAfterPayments("reserved", 1000, 1000)).toBe("paid");
  expect(statusAfterPayments("reserved", 999, 1000)).toBe("reserved");
  expect(statusAfterPayments("paid", 999, 1000)).toBe("reserved");
  expect(statusAfterPayments("paid", 1000, 1000)).toBe("paid");
  expect(statusAfterPayments("noshow", 0, 1000)).toBe("noshow");
  expect(statusAfterPayments("pending", 1000, 1000)).toBe("pending");
});

test("the day's takings add up per method, voided payments left out", () => {
  expect(
    takingsOf([
      { amountCents: 100, method: "cash" },
      { amountCents: 250, method: "card" },
      { amountCents: 50, method: "card", voidedAt: "2026-12-05T08:00:00Z" },
      { amountCents: 70, method: "voucher" },
    ]),
  ).toEqual({ cash: 100, card: 250, voucher: 70, total: 420 });
});
