import type { ReservationStatus } from "contracts/domains/reservations/rules";
import { ObjectId } from "mongodb";
import type { ReservationDoc } from "../repositories/reservation-docs";
import { asDeskDay } from "./demo-desk-day";

// 10:00 in Seoul (UTC+9).
const now = new Date("2026-11-28T01:00:00.000Z");
const booking = (teeTime: string, status: ReservationStatus = "reserved"): ReservationDoc => ({
  _id: new ObjectId(),
  clubId: new ObjectId(),
  date: "2026-11-28",
  courseId: new ObjectId(),
  teeTime,
  reference: "K7QM-MXR4-2HBT-9WDZ-PLC6",
  name: "김민준",
  phoneCode: "82",
  phoneNumber: "01012345678",
  email: null,
  players: 3,
  cart: true,
  caddie: false,
  totalPriceCents: 45_000,
  memo: "",
  status,
  type: "offline",
  customerId: null,
  createdAt: now,
  updatedAt: now,
});
/** A generator that never rolls a no-show, a deposit or a name: the plain path of each phase. */
const high = () => 0.99;
const names = ["이서연"];

test("a tee time played this morning was checked in and paid in full, at the desk, that day", () => {
  const played = booking("07:00");
  expect(asDeskDay(played, now, "Asia/Seoul", high, names)).toBe("paid");
  expect(played.guests?.map((g) => g.checkedInAt !== null)).toEqual([true, true, true]);
  expect(played.payments?.map((p) => [p.amountCents, p.day, p.voidedAt])).toEqual([
    [45_000, "2026-11-28", null],
  ]);
  // Checked in before the tee time and never after the clock.
  for (const guest of played.guests ?? [])
    expect(guest.checkedInAt?.getTime()).toBeLessThanOrEqual(now.getTime());
});

test("a tee time within the hour has its booker arrived; one later today waits, unpaid", () => {
  const soon = booking("10:30");
  asDeskDay(soon, now, "Asia/Seoul", high, names);
  expect(soon.guests?.[0]?.checkedInAt).not.toBeNull();
  const later = booking("15:00");
  expect(asDeskDay(later, now, "Asia/Seoul", high, names)).toBe("reserved");
  expect(later.guests).toBeUndefined();
  expect(later.payments).toBeUndefined();
});

test("a low roll makes a played tee time a no-show; a cancelled or pending booking is left as it is", () => {
  const missed = booking("07:00");
  expect(asDeskDay(missed, now, "Asia/Seoul", () => 0.01, names)).toBe("noshow");
  expect(missed.payments).toBeUndefined();
  for (const status of ["cancelled", "pending", "cancelPending"] as const) {
    const other = booking("07:00", status);
    expect(asDeskDay(other, now, "Asia/Seoul", () => 0.01, names)).toBe(status);
    expect(other.guests).toBeUndefined();
  }
});
