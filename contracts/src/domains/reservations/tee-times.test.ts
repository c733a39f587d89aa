import { hasRoomFor, isHeld, largestParty, placesLeft, smallestParty, teeTimesOf } from "./tee-times";

test("a day's tee times: every row from its first to its last time, merged and sorted", () => {
  expect(
    teeTimesOf({
      teeUps: [
        { interval: 10, firstTeeUp: "07:00", lastTeeUp: "07:30" },
        { interval: 15, firstTeeUp: "06:30", lastTeeUp: "07:00" },
      ],
    }),
  ).toEqual(["06:30", "06:45", "07:00", "07:10", "07:20", "07:30"]);
  expect(teeTimesOf({ teeUps: [{ interval: 8, firstTeeUp: "23:50", lastTeeUp: "23:59" }] })).toEqual([
    "23:50",
    "23:58",
  ]);
  expect(teeTimesOf({ teeUps: [{ interval: 0, firstTeeUp: "07:00", lastTeeUp: "08:00" }] })).toEqual([]);
});

test("held for the desk: the day's first N times, and chosen times on chosen weekdays only", () => {
  const day = ["07:00", "07:10", "07:20", "07:30"];
  const settings = { heldFirstTimes: 2, heldTimes: ["07:30"], heldWeekdays: [6] };
  // 2026-12-05 is a Saturday (6), 2026-12-07 a Monday.
  expect(day.map((time) => isHeld(settings, day, "2026-12-05", time))).toEqual([true, true, false, true]);
  expect(day.map((time) => isHeld(settings, day, "2026-12-07", time))).toEqual([true, true, false, false]);
  expect(isHeld({ ...settings, heldFirstTimes: 0 }, day, "2026-12-07", "07:00")).toBe(false);
});

test("places left never go below zero; the smallest party is the club's minimum up to a tee time's four", () => {
  expect(placesLeft({ capacity: 4, playersBooked: 1 })).toBe(3);
  expect(placesLeft({ capacity: 4, playersBooked: 5 })).toBe(0);
  expect(smallestParty({ minPlayers: 2 })).toBe(2);
  expect(smallestParty({ minPlayers: 6 })).toBe(4);
});

test("a party may grow into the places left on its own tee time; without the time's figures up to a whole one", () => {
  expect(largestParty(2, { capacity: 4, playersBooked: 3 })).toBe(3);
  expect(largestParty(2, { capacity: 4, playersBooked: 2 })).toBe(4);
  expect(largestParty(1)).toBe(4);
});

test("a party moves only to a time for sale with room for all its players", () => {
  const time = { sale: "online" as const, capacity: 4, playersBooked: 2 };
  expect(hasRoomFor(time, 2)).toBe(true);
  expect(hasRoomFor(time, 3)).toBe(false);
  expect(hasRoomFor({ ...time, sale: "offlineOnly" }, 2)).toBe(true);
  expect(hasRoomFor({ ...time, sale: "notForSale" }, 1)).toBe(false);
});
