/**
 * Each customer's kept `reservationCount` (what the customers page shows) equals the count of their bookings that
 * hold places, counted from the reservations, after every kind of write that changes what is counted: a desk
 * booking, a payment, a move, a cancellation, a deletion, an automatic no-show and its undo, a hold that expires,
 * is withdrawn or is confirmed; and the migration that sets it for customers written before it was kept.
 */
import { todayIn } from "contracts/domains/common/dates";
import { ObjectId } from "mongodb";
import { customerReservationCounts } from "../../db/migrations/004-customer-reservation-counts";
import type { ReservationDoc } from "../../repositories/reservation-docs";
import { aCustomerInput, aReservationInput, aTierInput } from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";
import { clubSellingDay } from "../../testing/selling-club";
import { expireHold } from "../reservations/holds";
import { markNoShows } from "../reservations/no-shows";

jest.setTimeout(60_000);

let h: Harness;
let owner: string;
/** 06:50 in Seoul. */
let clock = new Date("2026-12-01T21:50:00.000Z");
const at = (time: string) => {
  clock = new Date(`${todayIn("Asia/Seoul", clock)}T${time}:00+09:00`);
};

beforeAll(async () => {
  h = await startHarness({ now: () => clock });
  owner = (await h.ownerWithClub()).token;
});
afterAll(() => h.stop());

/** A club selling today 07:00–08:00 on one course with automatic no-shows, and two customers. */
async function clubWithCustomers() {
  at("06:50");
  const date = todayIn("Asia/Seoul", clock);
  const { clubId, details } = await clubSellingDay(
    h,
    owner,
    { name: "Count CC", courses: [{ name: "East" }] },
    date,
  );
  const url = `/clubs/${clubId}/reservations/settings`;
  const settings = (await h.call("GET", url, { token: owner })).body.result;
  await h.call("PUT", url, { token: owner, body: { ...settings, autoNoShow: true, noShowGraceMinutes: 0 } });
  const tier = await h.call("POST", `/clubs/${clubId}/membership-tiers`, {
    token: owner,
    body: aTierInput(),
  });
  const customers: string[] = [];
  for (const email of ["a@example.com", "b@example.com"]) {
    const made = await h.call("POST", `/clubs/${clubId}/customers`, {
      token: owner,
      body: aCustomerInput(tier.body.result.tierId, { email }),
    });
    expect(made.status).toBe(201);
    customers.push(made.body.result.customerId);
  }
  return { clubId, date, courseId: details.courses[0].courseId as string, customers };
}

/** Each customer of the club: the count kept on them, and the count of the reservations (zero when none). */
async function counts(clubId: string) {
  const club = new ObjectId(clubId);
  const counted = await h.repos.reservations.customerCounts.countedByCustomer(club);
  const customers = await h.repos.customers.collection.find({ clubId: club }).toArray();
  return {
    kept: customers.map((c) => [c.name + c.email, c.reservationCount ?? 0]),
    counted: customers.map((c) => [c.name + c.email, counted.get(c._id.toHexString()) ?? 0]),
  };
}

/** The kept counts equal the reservations' and are `expected`, customer by customer. */
async function expectCounts(clubId: string, expected: number[]) {
  const { kept, counted } = await counts(clubId);
  expect(kept).toEqual(counted);
  expect(kept.map(([, n]) => n)).toEqual(expected);
}

test("every desk write keeps the count equal to the reservations that hold places", async () => {
  const club = await clubWithCustomers();
  const [a, b] = club.customers;
  const url = `/clubs/${club.clubId}/reservations`;
  const book = async (teeTime: string, customerId?: string) => {
    const res = await h.call("POST", url, {
      token: owner,
      body: aReservationInput(
        { date: club.date, courseId: club.courseId, teeTime },
        { players: 1, ...(customerId ? { customerId } : {}) },
      ),
    });
    expect(res.status).toBe(201);
    return res.body.result as { reservationId: string; version: number; totalPriceCents: number };
  };
  const current = async (id: string) => (await h.call("GET", `${url}/${id}`, { token: owner })).body.result;
  const patch = async (id: string, body: Record<string, unknown>) => {
    const res = await h.call("PATCH", `${url}/${id}`, { token: owner, body });
    expect(res.status).toBe(200);
  };

  await expectCounts(club.clubId, [0, 0]);
  const first = await book("07:00", a);
  const second = await book("07:10", a);
  const third = await book("07:20", b);
  await book("07:30");
  await expectCounts(club.clubId, [2, 1]);

  // Paid in full (reserved → paid), then moved to another time: still counted once.
  const paid = await h.call("POST", `${url}/${first.reservationId}/payments`, {
    token: owner,
    body: { version: first.version, amountCents: first.totalPriceCents, method: "cash" },
  });
  expect([paid.status, paid.body.result?.status]).toEqual([201, "paid"]);
  const moved = await h.call("POST", `${url}/${second.reservationId}/move`, {
    token: owner,
    body: { date: club.date, courseId: club.courseId, teeTime: "07:40" },
  });
  expect(moved.status).toBe(200);
  await expectCounts(club.clubId, [2, 1]);

  // Cancelled through cancel pending: counted until cancelled.
  await patch(second.reservationId, { status: "cancelPending" });
  await expectCounts(club.clubId, [2, 1]);
  await patch(second.reservationId, { status: "cancelled" });
  await expectCounts(club.clubId, [1, 1]);

  // The no-show sweep marks the 07:00 and 07:20 bookings; the desk undoes one of them.
  at("07:25");
  await markNoShows(h.ctx);
  await expectCounts(club.clubId, [0, 0]);
  const mark = await current(third.reservationId);
  await patch(third.reservationId, { status: "reserved", version: mark.version });
  await expectCounts(club.clubId, [0, 1]);

  // Deleted: no longer counted, and deleting a cancelled booking changes nothing.
  await patch(third.reservationId, { status: "deleted" });
  await patch(second.reservationId, { status: "deleted" });
  await expectCounts(club.clubId, [0, 0]);
});

test("holds count while they hold places: expired, withdrawn and confirmed", async () => {
  const club = await clubWithCustomers();
  const [a] = club.customers.map((id) => new ObjectId(id));
  const clubId = new ObjectId(club.clubId);
  at("06:50");
  const hold = (teeTime: string, tokenDigest: string): ReservationDoc => ({
    _id: new ObjectId(),
    clubId,
    date: club.date,
    courseId: new ObjectId(club.courseId),
    teeTime,
    reference: `R-${tokenDigest}`,
    name: "Hold",
    phoneCode: "82",
    phoneNumber: "01012345678",
    email: null,
    players: 1,
    cart: false,
    caddie: false,
    totalPriceCents: 100,
    memo: "",
    status: "pending",
    type: "offline",
    customerId: a ?? null,
    holdExpiresAt: new Date(clock.getTime() + 10 * 60_000),
    confirmTokenDigest: tokenDigest,
    version: 0,
    createdAt: clock,
    updatedAt: clock,
  });
  const repo = h.repos.reservations;
  const expiring = hold("07:00", "expiring");
  const withdrawn = hold("07:10", "withdrawn");
  const confirmed = hold("07:20", "confirmed");
  for (const doc of [expiring, withdrawn, confirmed]) await h.repos.atomically(() => repo.insert(doc));
  await expectCounts(club.clubId, [3, 0]);

  expect(await h.repos.atomically(() => repo.withdrawHold(withdrawn))).toBe(true);
  expect(await h.repos.atomically(() => repo.withdrawHold(withdrawn))).toBe(false);
  await expectCounts(club.clubId, [2, 0]);
  expect(await repo.confirmHold("confirmed", clock)).not.toBeNull();
  await expectCounts(club.clubId, [2, 0]);
  at("07:05");
  expect(await expireHold(h.ctx, expiring)).toBe(true);
  expect(await expireHold(h.ctx, expiring)).toBe(false);
  await expectCounts(club.clubId, [1, 0]);
});

test("the migration sets the count of customers written before it was kept", async () => {
  const club = await clubWithCustomers();
  const [a] = club.customers;
  const res = await h.call("POST", `/clubs/${club.clubId}/reservations`, {
    token: owner,
    body: aReservationInput(
      { date: club.date, courseId: club.courseId, teeTime: "07:00" },
      { customerId: a },
    ),
  });
  expect(res.status).toBe(201);
  await h.repos.customers.collection.updateMany(
    { clubId: new ObjectId(club.clubId) },
    { $unset: { reservationCount: "" } },
  );
  await customerReservationCounts.up(h.db);
  await expectCounts(club.clubId, [1, 0]);
  const page = await h.call("GET", `/clubs/${club.clubId}/customers`, { token: owner });
  expect(page.body.result.list.map((c: { reservationCount: number }) => c.reservationCount).sort()).toEqual([
    0, 1,
  ]);
});
