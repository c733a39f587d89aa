import { dayNumber, instantAt, minutesOfTime } from "../common/dates";
import {
  canMove,
  freeCancellationEnd,
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

test("free cancellation ends the free-cancellation hours before the tee time on the club's wall clock, across days", () => {
  expect(freeCancellationEnd("2026-12-13", "08:00", 24)).toEqual({ date: "2026-12-12", time: "08:00" });
  expect(freeCancellationEnd("2026-12-13", "07:00", 10)).toEqual({ date: "2026-12-12", time: "21:00" });
  expect(freeCancellationEnd("2026-12-13", "07:10", 0)).toEqual({ date: "2026-12-13", time: "07:10" });
  expect(freeCancellationEnd("2026-03-01", "06:30", 168)).toEqual({ date: "2026-02-22", time: "06:30" });
  // Through that minute the cancellation is free, after it it waits for the club.
  const end = freeCancellationEnd("2026-12-13", "07:00", 10);
  const minutesAhead = (clock: string) =>
    (dayNumber("2026-12-13") - dayNumber(end.date)) * 24 * 60 + minutesOfTime("07:00") - minutesOfTime(clock);
  expect(golferCancellationOf(minutesAhead(end.time), 10)).toBe("cancelled");
  expect(golferCancellationOf(minutesAhead("21:01"), 10)).toBe("cancelPending");
});

test("the instant a club's wall clock reads a time, in and out of summer time", () => {
  expect(instantAt("Asia/Seoul", "2026-12-12", "08:00").toISOString()).toBe("2026-12-11T23:00:00.000Z");
  expect(instantAt("Asia/Ho_Chi_Minh", "2026-12-12", "00:30").toISOString()).toBe("2026-12-11T17:30:00.000Z");
  expect(instantAt("America/New_York", "2026-07-01", "07:00").toISOString()).toBe("2026-07-01T11:00:00.000Z");
  expect(instantAt("America/New_York", "2026-12-01", "07:00").toISOString()).toBe("2026-12-01T12:00:00.000Z");
  // The night the clocks go forward (2026-03-08, 02:00 → 03:00): the hours either side of it.
  expect(instantAt("America/New_York", "2026-03-08", "01:30").toISOString()).toBe("2026-03-08T06:30:00.000Z");
  expect(instantAt("America/New_York", "2026-03-08", "03:30").toISOString()).toBe("2026-03-08T07:30:00.000Z");
  expect(instantAt("UTC", "2026-12-12", "08:00").toISOString()).toBe("2026-12-12T08:00:00.000Z");
});
