import type { ClubInput } from "contracts/domains/clubs/schemas";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { aClubInput } from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";

let h: Harness;
let owner: string;
beforeAll(async () => {
  h = await startHarness();
  owner = await h.signIn((await h.insertAccount()).email);
});
afterAll(() => h.stop());

const DATE = "2027-05-12";
const input = (): ClubInput => aClubInput({ name: `Changes CC ${new ObjectId().toHexString().slice(-6)}` });

/** A club with East and West courses, tee times 07:00–07:50, for sale on DATE, and one booking on East at 07:00. */
async function bookedClub() {
  const created = await h.call("POST", "/clubs", { token: owner, body: input() });
  const clubId = created.body.result.clubId as string;
  const club = (await h.call("GET", `/clubs/${clubId}`, { token: owner })).body.result;
  const schedule = await h.call("POST", `/clubs/${clubId}/schedules`, {
    token: owner,
    body: {
      startDate: DATE,
      endDate: DATE,
      startTime: "07:00",
      endTime: "08:00",
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      greenFeeId: club.greenFees[0].greenFeeId,
      priceKind: "regular",
      status: "public",
    },
  });
  expect(schedule.status).toBe(201);
  const [east, west] = club.courses as { courseId: string; name: string }[];
  const booked = await h.call("POST", `/clubs/${clubId}/reservations`, {
    token: owner,
    body: {
      date: DATE,
      courseId: east?.courseId,
      teeTime: "07:00",
      name: "Kim Min-jun",
      phoneCode: "82",
      phoneNumber: "01012345678",
      players: 2,
    },
  });
  expect(booked.status).toBe(201);
  const { clubId: _, clubImage, createdAt, updatedAt, ...body } = club;
  return { clubId, body, east, west, reservationId: booked.body.result.reservationId as string };
}

test("dropping a course or a tee time an upcoming booking holds → 409 naming how many, nothing changed", async () => {
  const { clubId, body, east, west } = await bookedClub();
  const before = await h.db.collection("clubs").findOne({ _id: new ObjectId(clubId) });
  const attempts = [
    { ...body, courses: [west] },
    { ...body, teeUps: [{ interval: 10, firstTeeUp: "07:30", lastTeeUp: "07:50" }] },
    { ...body, teeUps: [{ interval: 15, firstTeeUp: "06:55", lastTeeUp: "07:55" }] },
  ];
  for (const [index, attempt] of attempts.entries()) {
    const lang = index % 2 ? "vi" : "en";
    const res = await h.call("PUT", `/clubs/${clubId}`, { token: owner, body: attempt, lang });
    expect([res.status, res.body.code, res.body.details]).toEqual([
      409,
      "club_change_orphans_bookings",
      { count: 1 },
    ]);
    expect(res.body.message).toBe(translate("club_change_orphans_bookings", lang, { count: 1 }));
    expect(res.body.message).toContain("1");
  }
  expect(await h.db.collection("clubs").findOne({ _id: new ObjectId(clubId) })).toEqual(before);
  // Dropping what nobody holds is fine: the West course, and the times after 07:20.
  const narrowed = await h.call("PUT", `/clubs/${clubId}`, {
    token: owner,
    body: { ...body, courses: [east], teeUps: [{ interval: 10, firstTeeUp: "07:00", lastTeeUp: "07:20" }] },
  });
  expect(narrowed.status).toBe(200);
});

test("once the booking is cancelled, or when it lies in the past, the change goes through", async () => {
  const { clubId, body, west, reservationId } = await bookedClub();
  const url = `/clubs/${clubId}/reservations/${reservationId}`;
  expect((await h.call("PATCH", url, { token: owner, body: { status: "cancelPending" } })).status).toBe(200);
  // Cancel pending still holds the places.
  expect(
    (await h.call("PUT", `/clubs/${clubId}`, { token: owner, body: { ...body, courses: [west] } })).status,
  ).toBe(409);
  expect((await h.call("PATCH", url, { token: owner, body: { status: "cancelled" } })).status).toBe(200);
  await h.db
    .collection("reservations")
    .updateOne({ _id: new ObjectId(reservationId) }, { $set: { status: "reserved", date: "2020-01-01" } });
  expect(
    (await h.call("PUT", `/clubs/${clubId}`, { token: owner, body: { ...body, courses: [west] } })).status,
  ).toBe(200);
});
