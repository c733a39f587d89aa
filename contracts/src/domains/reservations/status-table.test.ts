import {
  canMove,
  golferCancellationOf,
  golferCanMove,
  golferNextStatuses,
  nextStatuses,
  RESERVATION_STATUSES,
} from "./rules";
import { GOLFER_TARGETS, golferStatusTable, reservationStatusTable } from "./status-table";

test("the written-out machine has one row for every pair of different statuses", () => {
  const pairs = reservationStatusTable.map(([from, to]) => `${from} → ${to}`);
  const every = RESERVATION_STATUSES.flatMap((from) =>
    RESERVATION_STATUSES.filter((to) => to !== from).map((to) => `${from} → ${to}`),
  );
  expect([...pairs].sort()).toEqual([...every].sort());
});

test.each(RESERVATION_STATUSES)("from %s, nextStatuses offers exactly the table's allowed moves", (from) => {
  const allowed = reservationStatusTable.filter(([f, , ok]) => f === from && ok).map(([, to]) => to);
  expect([...nextStatuses(from)].sort()).toEqual(allowed.sort());
});

test("canMove answers every pair as the table does", () => {
  const answers = reservationStatusTable.map(([from, to]) => `${from} → ${to}: ${canMove(from, to)}`);
  expect(answers).toEqual(reservationStatusTable.map(([from, to, ok]) => `${from} → ${to}: ${ok}`));
});

test("the golfer's table has one row for every status to each status the golfer's cancellation reaches", () => {
  const pairs = golferStatusTable.map(([from, to]) => `${from} → ${to}`);
  const every = RESERVATION_STATUSES.flatMap((from) =>
    GOLFER_TARGETS.filter((to) => to !== from).map((to) => `${from} → ${to}`),
  );
  expect([...pairs].sort()).toEqual([...every].sort());
});

test.each(RESERVATION_STATUSES)("from %s, the golfer may make exactly the table's allowed moves", (from) => {
  const allowed = golferStatusTable.filter(([f, , ok]) => f === from && ok).map(([, to]) => to);
  expect([...golferNextStatuses(from)].sort()).toEqual(allowed.sort());
  const answers = golferStatusTable.map(([f, to]) => `${f} → ${to}: ${golferCanMove(f, to)}`);
  expect(answers).toEqual(golferStatusTable.map(([f, to, ok]) => `${f} → ${to}: ${ok}`));
});

test("the golfer's cancellation is immediate while the free-cancellation hours remain, else waits for the club", () => {
  expect(golferCancellationOf(24 * 60, 24)).toBe("cancelled");
  expect(golferCancellationOf(24 * 60 - 1, 24)).toBe("cancelPending");
  expect(golferCancellationOf(0, 0)).toBe("cancelled");
  expect(golferCancellationOf(-1, 0)).toBe("cancelPending");
});
