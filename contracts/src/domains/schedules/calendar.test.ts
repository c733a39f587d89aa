import {
  addDays,
  dayNumber,
  isRealDate,
  type Month,
  monthGrid,
  shiftMonth,
  todayIn,
  weekdayOf,
} from "../common/dates";
import { PALETTE, paletteOf, type ScheduleShape, selectionRange, splitAtRange } from "./calendar";

const days = (month: Month) => monthGrid(month).flat();
const inMonth = (month: Month) => days(month).filter((d) => d.inMonth);

describe("the month grid", () => {
  // 2026: Feb starts Sunday, Jun Monday, Sep Tuesday, Apr Wednesday, Jan Thursday, May Friday, Aug Saturday.
  test.each([
    [{ year: 2026, month: 2 }, 0, 4],
    [{ year: 2026, month: 6 }, 1, 5],
    [{ year: 2026, month: 9 }, 2, 5],
    [{ year: 2026, month: 4 }, 3, 5],
    [{ year: 2026, month: 1 }, 4, 5],
    [{ year: 2026, month: 5 }, 5, 6],
    [{ year: 2026, month: 8 }, 6, 6],
  ])("%o starts on weekday %i and shows %i weeks, Sunday first", (month, firstWeekday, weeks) => {
    const grid = monthGrid(month);
    expect(grid).toHaveLength(weeks);
    for (const week of grid) {
      expect(week).toHaveLength(7);
      expect(weekdayOf(week[0]?.date ?? "")).toBe(0);
    }
    const first = grid.flat().findIndex((d) => d.inMonth);
    expect(first).toBe(firstWeekday);
  });

  test.each([
    [{ year: 2026, month: 2 }, 28],
    [{ year: 2028, month: 2 }, 29],
    [{ year: 2100, month: 2 }, 28],
    [{ year: 2000, month: 2 }, 29],
    [{ year: 2026, month: 4 }, 30],
    [{ year: 2026, month: 12 }, 31],
  ])("%o has %i days in order", (month, count) => {
    const dates = inMonth(month).map((d) => d.date);
    expect(dates).toHaveLength(count);
    expect(dates[0]).toBe(`${month.year}-${String(month.month).padStart(2, "0")}-01`);
    dates.forEach((date, index) => {
      if (index > 0) expect(dayNumber(date) - dayNumber(dates[index - 1] ?? "")).toBe(1);
    });
  });

  test("no month of forty years needs more than 6 weeks (42 dates)", () => {
    let month: Month = { year: 2000, month: 1 };
    for (let i = 0; i < 480; i++, month = shiftMonth(month, 1)) {
      expect(days(month).length).toBeLessThanOrEqual(42);
    }
  });

  test("months page across years", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe("dates", () => {
  test("only real dates are dates", () => {
    for (const date of ["2028-02-29", "2026-12-31", "2026-01-01"]) expect(isRealDate(date)).toBe(true);
    for (const date of ["2026-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "26-01-01", "2026-1-1", ""]) {
      expect(isRealDate(date)).toBe(false);
    }
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  test("today is the club's date, not the server's", () => {
    const instant = new Date("2026-12-31T20:00:00Z");
    expect(todayIn("Asia/Seoul", instant)).toBe("2027-01-01");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-12-31");
  });
});

describe("a calendar selection", () => {
  test("one click selects a day; a second click makes a range whichever comes first", () => {
    expect(selectionRange("2026-12-10", null)).toEqual({ from: "2026-12-10", to: "2026-12-10" });
    expect(selectionRange("2026-12-10", "2026-12-14")).toEqual({ from: "2026-12-10", to: "2026-12-14" });
    expect(selectionRange("2026-12-14", "2026-12-10")).toEqual({ from: "2026-12-10", to: "2026-12-14" });
  });
});

const shape = (changes: Partial<ScheduleShape> = {}): ScheduleShape => ({
  startDate: "2026-12-01",
  endDate: "2026-12-31",
  startTime: "06:00",
  endTime: "11:00",
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  status: "public",
  ...changes,
});

describe("the status palette", () => {
  test("0 none, 1 public, 2 hidden, 3 both; weekdays count", () => {
    const schedules = [
      shape({ weekdays: [1, 2, 3, 4, 5] }),
      shape({ startTime: "12:00", endTime: "15:00", status: "hidden", weekdays: [6] }),
      shape({
        startDate: "2026-12-25",
        endDate: "2026-12-25",
        startTime: "12:00",
        endTime: "15:00",
        status: "hidden",
      }),
    ];
    // 2026-12-06 Sunday, 07 Monday, 05 Saturday, 25 Friday, 2027-01-04 outside.
    expect(
      ["2026-12-06", "2026-12-07", "2026-12-05", "2026-12-25", "2027-01-04"].map((d) =>
        paletteOf(schedules, d),
      ),
    ).toEqual([PALETTE.none, PALETTE.public, PALETTE.hidden, PALETTE.both, PALETTE.none]);
  });
});

describe("modify's split at the range's edges", () => {
  const hide = (inside: ScheduleShape) => ({ ...inside, status: "hidden" as const });
  const summary = (pieces: { piece: ScheduleShape; inside: boolean }[]) =>
    pieces.map(({ piece, inside }) => [piece.startDate, piece.endDate, piece.status, inside]);

  test("a range inside a schedule leaves three pieces", () => {
    expect(summary(splitAtRange(shape(), "2026-12-10", "2026-12-12", hide))).toEqual([
      ["2026-12-01", "2026-12-09", "public", false],
      ["2026-12-10", "2026-12-12", "hidden", true],
      ["2026-12-13", "2026-12-31", "public", false],
    ]);
  });

  test("a range over an edge, over the whole schedule, or beside it", () => {
    expect(summary(splitAtRange(shape(), "2026-11-20", "2026-12-02", hide))).toEqual([
      ["2026-12-01", "2026-12-02", "hidden", true],
      ["2026-12-03", "2026-12-31", "public", false],
    ]);
    expect(summary(splitAtRange(shape(), "2026-11-01", "2027-01-31", hide))).toEqual([
      ["2026-12-01", "2026-12-31", "hidden", true],
    ]);
    expect(summary(splitAtRange(shape(), "2027-01-01", "2027-01-31", hide))).toEqual([
      ["2026-12-01", "2026-12-31", "public", false],
    ]);
    expect(summary(splitAtRange(shape(), "2026-12-31", "2026-12-31", () => null))).toEqual([
      ["2026-12-01", "2026-12-30", "public", false],
    ]);
  });

  test("pieces that cover no day of their weekdays are dropped", () => {
    // A weekday schedule cut on Saturday 12-05 and Sunday 12-06 keeps no weekend piece.
    const weekdaysOnly = shape({ weekdays: [1, 2, 3, 4, 5] });
    expect(summary(splitAtRange(weekdaysOnly, "2026-12-05", "2026-12-06", hide))).toEqual([
      ["2026-12-01", "2026-12-04", "public", false],
      ["2026-12-07", "2026-12-31", "public", false],
    ]);
  });
});
