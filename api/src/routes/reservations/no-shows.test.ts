/**
 * Automatic no-shows with a driven clock: a booking nobody checked in for becomes a no-show once its tee time plus
 * the club's grace has passed, never before, never when a player checked in, never when the club has not switched
 * it on; exactly once however many runs race; and the desk's undo on the play day (places back, or told why not).
 */
import { addDays, todayIn } from "contracts/domains/common/dates";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { aReservationInput } from "../../testing/fixtures";
import { type Harness, startHarness } from "../../testing/harness";
import { clubSellingDay } from "../../testing/selling-club";
import { markNoShows } from "./no-shows";

jest.setTimeout(30_000);

let h: Harness;
let owner: string;
let ownerEmail: string;
/** 06:50 in Seoul. */
let clock = new Date("2026-12-01T21:50:00.000Z");
const at = (time: string) => {
  clock = new Date(`${todayIn("Asia/Seoul", clock)}T${time}:00+09:00`);
};

beforeAll(async () => {
  h = await startHarness({ now: () => clock });
  const made = await h.ownerWithClub();
  owner = made.token;
  ownerEmail = made.account.email;
});
afterAll(() => h.stop());

async function clubWithDay(autoNoShow: boolean, grace = 15) {
  at("06:50");
  const date = todayIn("Asia/Seoul", clock);
  const { clubId, details } = await clubSellingDay(
    h,
    owner,
    { name: "No-show CC", courses: [{ name: "East" }] },
    date,
  );
  const url = `/clubs/${clubId}/reservations/settings`;
  const settings = (await h.call("GET", url, { token: owner })).body.result;
  const put = await h.call("PUT", url, {
    token: owner,
    body: { ...settings, autoNoShow, noShowGraceMinutes: grace },
  });
  expect(put.status).toBe(200);
  return { clubId, date, courseId: details.courses[0].courseId as string };
}

async function book(club: { clubId: string; date: string; courseId: string }, teeTime: string, players = 2) {
  const res = await h.call("POST", `/clubs/${club.clubId}/reservations`, {
    token: owner,
    body: aReservationInput(
      { date: club.date, courseId: club.courseId, teeTime },
      { players, name: `Golfer ${teeTime}` },
    ),
  });
  expect(res.status).toBe(201);
  return res.body.result as { reservationId: string; version: number };
}

const statusOf = async (clubId: string, id: string) =>
  (await h.call("GET", `/clubs/${clubId}/reservations/${id}`, { token: owner })).body.result;

const placesBooked = async (club: { clubId: string; date: string }, teeTime: string) => {
  const sheet = (await h.call("GET", `/clubs/${club.clubId}/tee-sheet?date=${club.date}`, { token: owner }))
    .body.result;
  return sheet.courses[0].teeTimes.find((t: { teeTime: string }) => t.teeTime === teeTime)
    .playersBooked as number;
};

test("a booking nobody checked in for becomes a no-show after its tee time plus the grace, never before, once", async () => {
  const club = await clubWithDay(true);
  const missed = await book(club, "07:00");
  const arrived = await book(club, "07:10");
  const checkedIn = await h.call(
    "POST",
    `/clubs/${club.clubId}/reservations/${arrived.reservationId}/check-in`,
    {
      token: owner,
      body: { version: arrived.version, checkedIn: true, places: [2] },
    },
  );
  expect(checkedIn.status).toBe(200);
  at("07:14");
  await markNoShows(h.ctx);
  expect((await statusOf(club.clubId, missed.reservationId)).status).toBe("reserved");
  at("07:15");
  // Three runs at once (three instances' sweeps): one marks it.
  const runs = await Promise.all([markNoShows(h.ctx), markNoShows(h.ctx), markNoShows(h.ctx)]);
  expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
  expect((await statusOf(club.clubId, missed.reservationId)).status).toBe("noshow");
  expect(await placesBooked(club, "07:00")).toBe(0);
  const audit = await h.repos.audit.collection
    .find({ entityId: new ObjectId(missed.reservationId), summary: /automatic/ })
    .toArray();
  expect(audit).toHaveLength(1);
  expect(audit[0]?.summary).toContain("status reserved → noshow (automatic: nobody checked in 15 minute(s)");
  // One player of the 07:10 party checked in: the party came, whatever the clock.
  at("09:00");
  await markNoShows(h.ctx);
  expect((await statusOf(club.clubId, arrived.reservationId)).status).toBe("reserved");
});

test("a club that has not switched it on keeps its bookings as they are", async () => {
  const club = await clubWithDay(false);
  const booked = await book(club, "07:00");
  at("10:00");
  await markNoShows(h.ctx);
  expect((await statusOf(club.clubId, booked.reservationId)).status).toBe("reserved");
});

test("the desk undoes a no-show on the play day: the places come back, or it is told why not", async () => {
  const club = await clubWithDay(true, 0);
  const late = await book(club, "07:00", 2);
  const gone = await book(club, "07:10", 3);
  at("07:20");
  expect(await markNoShows(h.ctx)).toBe(2);
  // The late golfer turns up: undone, the booking takes its two places back.
  const mark = await statusOf(club.clubId, late.reservationId);
  const undone = await h.call("PATCH", `/clubs/${club.clubId}/reservations/${late.reservationId}`, {
    token: owner,
    body: { status: "reserved", version: mark.version },
  });
  expect([undone.status, undone.body.result?.status]).toEqual([200, "reserved"]);
  expect(await placesBooked(club, "07:00")).toBe(2);
  // The 07:10 places went to a walk-in meanwhile: the undo is refused in words, and nothing changes.
  at("07:05");
  await book(club, "07:10", 2);
  at("07:25");
  const before = await statusOf(club.clubId, gone.reservationId);
  const refused = await h.call("PATCH", `/clubs/${club.clubId}/reservations/${gone.reservationId}`, {
    token: owner,
    lang: "ko",
    body: { status: "reserved", version: before.version },
  });
  expect([refused.status, refused.body.code]).toEqual([409, "noshow_places_taken"]);
  expect(refused.body.message).toBe(translate("noshow_places_taken", "ko"));
  expect((await statusOf(club.clubId, gone.reservationId)).status).toBe("noshow");
  expect(await placesBooked(club, "07:10")).toBe(2);
  // The next day the no-show stands.
  clock = new Date(`${addDays(club.date, 1)}T09:00:00+09:00`);
  owner = await h.signIn(ownerEmail);
  const tooLate = await h.call("PATCH", `/clubs/${club.clubId}/reservations/${gone.reservationId}`, {
    token: owner,
    body: { status: "reserved", version: before.version },
  });
  expect([tooLate.status, tooLate.body.code]).toEqual([409, "noshow_undo_closed"]);
});
