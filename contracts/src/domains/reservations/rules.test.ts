import { truncateAtWord } from "../../i18n/format";
import { canMove, holdsPlaces, rateStatus } from "./rules";

test("the rate calendar's thresholds (spec §4)", () => {
  expect([1, 0.8, 0.79, 0.4, 0.39, 0.01, 0].map(rateStatus)).toEqual([0, 0, 1, 1, 2, 2, 3]);
});

test("list cells are cut at a word boundary with an ellipsis", () => {
  expect(truncateAtWord("Kim Min-jun", 25)).toBe("Kim Min-jun");
  expect(truncateAtWord("Nguyễn Văn An and three friends from Hanoi", 25)).toBe("Nguyễn Văn An and three…");
  expect(truncateAtWord("x".repeat(30), 25)).toBe(`${"x".repeat(24)}…`);
});

test("the status machine frees places only when leaving play", () => {
  expect(canMove("pending", "reserved")).toBe(true);
  expect(canMove("paid", "cancelPending")).toBe(false);
  expect(canMove("cancelled", "deleted")).toBe(true);
  expect(["pending", "reserved", "paid", "cancelPending"].every((s) => holdsPlaces(s as "paid"))).toBe(true);
  expect(["cancelled", "noshow", "deleted"].some((s) => holdsPlaces(s as "paid"))).toBe(false);
});
