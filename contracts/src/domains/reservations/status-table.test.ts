import { canMove, nextStatuses, RESERVATION_STATUSES } from "./rules";
import { reservationStatusTable } from "./status-table";

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
