/**
 * The waitlist as golfers and the desk notice it: joining (validation, the per-email limit, confirming by the
 * mailed link), the order of offers (the first in line whose party fits), an offer taken, declined or left to
 * expire (the next in line is offered), nothing offered that the desk booked a moment earlier, one offer per freed
 * place however many runs race for it, contact hours, and the desk's own entries and offers. The clock is the
 * harness's own, moved by the tests; the sweep is called, never waited for.
 */
import { addDays, todayIn } from "contracts/domains/common/dates";
import { translate } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import { type Harness, startHarness } from "../../testing/harness";
import { clubSellingDay } from "../../testing/selling-club";
import { runClubDay, runWaitlist } from "./offers";

jest.setTimeout(30_000);

let h: Harness;
let owner: string;
let ownerEmail: string;
/** 10:00 in Seoul, inside the default contact hours (07:00–21:00). */
let clock = new Date("2026-12-01T01:00:00.000Z");
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  h = await startHarness({ now: () => clock });
  const made = await h.ownerWithClub();
  owner = made.token;
  ownerEmail = made.account.email;
});
afterAll(() => h.stop());

/** A fresh club selling 07:00–07:50 publicly three days ahead, one course shown first. */
async function freshClub() {
  const date = addDays(todayIn("Asia/Seoul", clock), 3);
  const { clubId, details } = await clubSellingDay(h, owner, { name: "Waitlist CC" }, date);
  const courseId = details.courses[0].courseId as string;
  return { clubId, date, courseId };
}

let golfers = 0;
/** A golfer joins (a fresh address each, unless given). */
function join(clubId: string, body: Record<string, unknown>, lang = "en") {
  golfers++;
  return h.call("POST", `/public/clubs/${clubId}/waitlist`, {
    address: `waiter-${golfers}`,
    lang,
    body: {
      from: "07:00",
      to: "07:30",
      players: 2,
      name: "Trần Thị Bích",
      phoneCode: "84",
      phoneNumber: `0901${String(golfers).padStart(6, "0")}`,
      email: `waiter${golfers}@example.com`,
      ...body,
    },
  });
}

/** One run of the waitlist on one club's day (other tests' clubs have entries too). */
const run = async (clubId: string, date: string) => {
  const club = await h.repos.clubs.findById(new ObjectId(clubId));
  if (!club) throw new Error("no club");
  return runClubDay(h.ctx, club, date);
};

const tokenIn = (link: string) => new URL(link).searchParams.get("token") ?? "";

/** Joins and confirms by the mailed link: the entry is in line. Answers its token. */
async function inLine(clubId: string, body: Record<string, unknown>) {
  const joined = await join(clubId, body);
  expect(joined.status).toBe(201);
  const email = (body.email as string | undefined) ?? `waiter${golfers}@example.com`;
  const token = tokenIn(await h.latestLink(email));
  const confirmed = await h.call("POST", "/public/waitlist/confirm", { body: { token } });
  expect(confirmed.body.result.state).toBe("waiting");
  return { token, email };
}

const view = async (token: string) =>
  (await h.call("GET", `/public/waitlist?token=${token}`, { address: "look" })).body.result;

/** The desk books `players` at a time (offline): what fills a time, or takes a freed place. */
async function deskBooks(clubId: string, date: string, courseId: string, teeTime: string, players: number) {
  return h.call("POST", `/clubs/${clubId}/reservations`, {
    token: owner,
    body: {
      date,
      courseId,
      teeTime,
      name: "Desk Guest",
      phoneCode: "82",
      phoneNumber: "01012345678",
      players,
    },
  });
}

/** The desk cancels a booking: its two steps (cancel pending, then cancelled), which free the places. */
async function cancel(clubId: string, reservationId: string) {
  for (const status of ["cancelPending", "cancelled"]) {
    const res = await h.call("PATCH", `/clubs/${clubId}/reservations/${reservationId}`, {
      token: owner,
      body: { status },
    });
    expect(res.status).toBe(200);
  }
}

const counterOf = async (clubId: string, date: string, teeTime: string) =>
  (await h.repos.reservations.teeTimes.findOne({ clubId: new ObjectId(clubId), date, teeTime }))?.players ??
  0;

/** Fills every tee time of the window 07:00–07:30 with the desk's parties of four; answers 07:00's booking. */
async function fillWindow(clubId: string, date: string, courseId: string) {
  let first = "";
  for (const teeTime of ["07:00", "07:10", "07:20", "07:30"]) {
    const booked = await deskBooks(clubId, date, courseId, teeTime, 4);
    expect(booked.status).toBe(201);
    if (teeTime === "07:00") first = booked.body.result.reservationId;
  }
  return first;
}

describe("joining", () => {
  test("a bad window, a bad email or a day outside the online window is refused in the caller's words; nothing is stored", async () => {
    const { clubId, date } = await freshClub();
    const before = await h.repos.waitlist.collection.countDocuments();
    const backwards = await join(clubId, { date, from: "08:00", to: "07:00" }, "ko");
    expect(backwards.status).toBe(422);
    expect(backwards.body.issues).toEqual([
      { path: "to", message: translate("waitlist_window_invalid", "ko") },
    ]);
    const email = await join(clubId, { date, email: "not-an-email" }, "vi");
    expect(email.status).toBe(422);
    expect(email.body.issues[0].path).toBe("email");
    const far = await join(clubId, { date: addDays(date, 60) });
    expect([far.status, far.body.code]).toEqual([409, "waitlist_date_not_open"]);
    expect(far.body.message).toBe(translate("waitlist_date_not_open", "en"));
    expect(await h.repos.waitlist.collection.countDocuments()).toBe(before);
  });

  test("an entry waits only once its email is confirmed by the mailed link, and shows its place in line", async () => {
    const { clubId, date } = await freshClub();
    const first = await inLine(clubId, { date });
    const joined = await join(clubId, { date });
    expect(joined.body.result).toMatchObject({
      state: "unconfirmed",
      position: null,
      clubName: "Waitlist CC",
    });
    const second = tokenIn(await h.latestLink(`waiter${golfers}@example.com`));
    expect((await view(second)).position).toBeNull();
    await h.call("POST", "/public/waitlist/confirm", { body: { token: second } });
    expect((await view(first.token)).position).toBe(1);
    expect((await view(second)).position).toBe(2);
    // Confirming again changes nothing; leaving takes it out of line, and leaving again is refused.
    expect(
      (await h.call("POST", "/public/waitlist/confirm", { body: { token: second } })).body.result.position,
    ).toBe(2);
    expect(
      (await h.call("POST", "/public/waitlist/leave", { body: { token: first.token } })).body.result.state,
    ).toBe("left");
    expect((await view(second)).position).toBe(1);
    const again = await h.call("POST", "/public/waitlist/leave", { body: { token: first.token } });
    expect([again.status, again.body.code]).toEqual([409, "waitlist_entry_not_waiting"]);
  });

  test("an email holds at most three active entries per club and day", async () => {
    const { clubId, date } = await freshClub();
    const email = "busy@example.com";
    for (let i = 0; i < 3; i++) expect((await join(clubId, { date, email })).status).toBe(201);
    const fourth = await join(clubId, { date, email });
    expect([fourth.status, fourth.body.code]).toEqual([409, "waitlist_limit_reached"]);
    expect(await h.repos.waitlist.collection.countDocuments({ email })).toBe(3);
    // Another day is another limit.
    expect((await join(clubId, { date: addDays(date, 1), email })).status).toBe(201);
  });
});

describe("offers", () => {
  test("a freed place goes to the first in line whose party fits; taken from the mailed link, the entry is booked", async () => {
    const { clubId, date, courseId } = await freshClub();
    const atSeven = await fillWindow(clubId, date, courseId);
    const four = await inLine(clubId, { date, courseId, players: 4 });
    const two = await inLine(clubId, { date, courseId, players: 2 });
    expect(await run(clubId, date)).toBe(0);
    // The desk shrinks the 07:00 party to two: two places free up, too few for the first in line.
    await h.call("PATCH", `/clubs/${clubId}/reservations/${atSeven}`, { token: owner, body: { players: 2 } });
    expect(await run(clubId, date)).toBe(1);
    expect((await view(four.token)).state).toBe("waiting");
    const offered = await view(two.token);
    expect(offered).toMatchObject({ state: "offered", offer: { teeTime: "07:00" } });
    expect(await counterOf(clubId, date, "07:00")).toBe(4);
    // The offer's mail links to the hold; confirming it takes the places.
    const offerToken = tokenIn(await h.latestLink(two.email));
    const taken = await h.call("POST", "/public/booking-holds/confirm", { body: { token: offerToken } });
    expect(taken.body.result.state).toBe("confirmed");
    expect((await view(two.token)).state).toBe("booked");
  });

  test("an offer left to expire, or declined, passes to the next in line", async () => {
    const { clubId, date, courseId } = await freshClub();
    const atSeven = await fillWindow(clubId, date, courseId);
    const first = await inLine(clubId, { date, courseId });
    const second = await inLine(clubId, { date, courseId });
    const third = await inLine(clubId, { date, courseId });
    await h.call("PATCH", `/clubs/${clubId}/reservations/${atSeven}`, { token: owner, body: { players: 2 } });
    await runWaitlist(h.ctx);
    expect((await view(first.token)).state).toBe("offered");
    // The default offer time is 10 minutes: at 11 the first entry has missed it and the second is offered.
    later(11);
    await runWaitlist(h.ctx);
    expect((await view(first.token)).state).toBe("missed");
    expect((await view(second.token)).state).toBe("offered");
    // The second declines from the offer's link: the third is offered on the next run.
    const offerToken = tokenIn(await h.latestLink(second.email));
    await h.call("POST", "/public/booking-holds/cancel", { body: { token: offerToken } });
    await runWaitlist(h.ctx);
    expect((await view(second.token)).state).toBe("missed");
    expect((await view(third.token)).state).toBe("offered");
    expect(await counterOf(clubId, date, "07:00")).toBe(4);
  });

  test("a place the desk booked a moment earlier is never offered, and racing runs make one offer per freed place", async () => {
    const { clubId, date, courseId } = await freshClub();
    const atSeven = await fillWindow(clubId, date, courseId);
    const first = await inLine(clubId, { date, courseId });
    const second = await inLine(clubId, { date, courseId });
    await cancel(clubId, atSeven);
    // The desk fills the freed time before any run sees it.
    expect((await deskBooks(clubId, date, courseId, "07:00", 4)).status).toBe(201);
    expect(await run(clubId, date)).toBe(0);
    expect((await view(first.token)).state).toBe("waiting");
    // Two places free up; three runs (as three instances) race for them: one offer, to the first in line.
    const desk = await h.repos.reservations.collection.findOne({
      clubId: new ObjectId(clubId),
      date,
      teeTime: "07:00",
      status: "reserved",
    });
    await h.call("PATCH", `/clubs/${clubId}/reservations/${desk?._id}`, {
      token: owner,
      body: { players: 2 },
    });
    const made = await Promise.all([run(clubId, date), run(clubId, date), run(clubId, date)]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await view(first.token)).state).toBe("offered");
    expect((await view(second.token)).state).toBe("waiting");
    expect(await counterOf(clubId, date, "07:00")).toBe(4);
  });

  test("offers go out only within the club's contact hours, and an entry ends when its window starts", async () => {
    const { clubId, date, courseId } = await freshClub();
    const atSeven = await fillWindow(clubId, date, courseId);
    const waiting = await inLine(clubId, { date, courseId });
    await cancel(clubId, atSeven);
    // 22:00 in Seoul: nobody is mailed at night.
    const night = clock;
    clock = new Date(`${addDays(todayIn("Asia/Seoul", night), 0)}T13:00:00.000Z`);
    expect(await runWaitlist(h.ctx)).toBe(0);
    expect((await view(waiting.token)).state).toBe("waiting");
    // 07:40 on the day itself: the window (07:00–07:30) has started, the entry ends.
    clock = new Date(`${addDays(date, -1)}T22:40:00.000Z`);
    await runWaitlist(h.ctx);
    expect((await view(waiting.token)).state).toBe("ended");
  });
});

describe("the desk", () => {
  test("puts a caller without an email in line, offers a time by hand, sees names and places, and takes one off", async () => {
    // The clock has moved days on: a fresh session.
    owner = await h.signIn(ownerEmail);
    const { clubId, date, courseId } = await freshClub();
    const added = await h.call("POST", `/clubs/${clubId}/waitlist`, {
      token: owner,
      body: {
        date,
        from: "07:00",
        to: "07:50",
        players: 3,
        name: "Kim Caller",
        phoneCode: "82",
        phoneNumber: "01099998888",
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.result).toMatchObject({ state: "waiting", source: "desk", email: null, position: 1 });
    const other = await h.call("POST", `/clubs/${clubId}/waitlist`, {
      token: owner,
      body: {
        date,
        from: "07:00",
        to: "07:50",
        players: 1,
        name: "Lee Second",
        phoneCode: "82",
        phoneNumber: "01011112222",
      },
    });
    const offered = await h.call("POST", `/clubs/${clubId}/waitlist/${added.body.result.entryId}/offer`, {
      token: owner,
      body: { courseId, teeTime: "07:40" },
    });
    expect(offered.status).toBe(200);
    expect(offered.body.result).toMatchObject({ state: "offered", offer: { teeTime: "07:40" } });
    const list = (await h.call("GET", `/clubs/${clubId}/waitlist?date=${date}`, { token: owner })).body
      .result;
    expect(
      list.entries.map((e: { name: string; state: string; position: number | null }) => [
        e.name,
        e.state,
        e.position,
      ]),
    ).toEqual([
      ["Kim Caller", "offered", null],
      ["Lee Second", "waiting", 1],
    ]);
    // An offer of a full time, or to an entry not waiting, is refused and changes nothing.
    await deskBooks(clubId, date, courseId, "07:50", 4);
    const full = await h.call("POST", `/clubs/${clubId}/waitlist/${other.body.result.entryId}/offer`, {
      token: owner,
      body: { courseId, teeTime: "07:50" },
    });
    expect([full.status, full.body.code]).toEqual([409, "waitlist_offer_not_possible"]);
    const twice = await h.call("POST", `/clubs/${clubId}/waitlist/${added.body.result.entryId}/offer`, {
      token: owner,
      body: { courseId, teeTime: "07:30" },
    });
    expect([twice.status, twice.body.code]).toEqual([409, "waitlist_entry_not_waiting"]);
    const removed = await h.call("DELETE", `/clubs/${clubId}/waitlist/${other.body.result.entryId}`, {
      token: owner,
    });
    expect(removed.body.result.state).toBe("left");
    const trail = await h.repos.audit.collection.find({ entity: "waitlist" }).toArray();
    expect(trail.map((line) => line.summary).filter((s) => s.includes("Lee Second"))).toEqual([
      expect.stringContaining("added by the desk"),
      expect.stringContaining("taken off the line by the desk"),
    ]);
  });
});
