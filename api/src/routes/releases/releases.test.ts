/**
 * The fair release of a new booking day, with a driven clock: the day opens at the club's release time, not at
 * midnight; golfers join in the half hour before with a mailed code and a proof of work; the draw's order is random
 * and comes back from its recorded seed; turns move on when a golfer books, is done or runs out of time; the caps
 * hold; one verified address is one entry; a golfer whose turn passed rejoins at the end.
 */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { addDays, todayIn } from "contracts/domains/common/dates";
import { ObjectId } from "mongodb";
import { type Harness, startHarness } from "../../testing/harness";
import { clubSellingDay } from "../../testing/selling-club";
import { drawOrder } from "./draw";
import { runReleases } from "./line";

jest.setTimeout(60_000);

let h: Harness;
let owner: string;
let clock = new Date("2026-12-01T09:00:00.000Z");
/** The clock at `time` (Seoul) of today, or of `days` later. */
const at = (time: string, days = 0) => {
  clock = new Date(`${addDays(todayIn("Asia/Seoul", clock), days)}T${time}:00+09:00`);
};

beforeAll(async () => {
  h = await startHarness({ now: () => clock, releaseProofWork: 200 });
  owner = (await h.ownerWithClub()).token;
});
afterAll(() => h.stop());

const RULE = { at: "19:00", turnMinutes: 2, atOnce: 1, maxBookings: 2, maxPlayers: 4 };

/** A club selling the day 3 days ahead, released at 19:00 under `rule`; the clock at 18:00 today. */
async function releasingClub(rule = RULE) {
  at("18:00");
  const released = addDays(todayIn("Asia/Seoul", clock), 3);
  const { clubId, details } = await clubSellingDay(
    h,
    owner,
    { name: `Release CC ${new ObjectId().toHexString().slice(-6)}`, courses: [{ name: "East" }] },
    released,
  );
  const url = `/clubs/${clubId}/reservations/settings`;
  const settings = (await h.call("GET", url, { token: owner })).body.result;
  const put = await h.call("PUT", url, {
    token: owner,
    body: { ...settings, onlineDaysAhead: 3, release: rule },
  });
  expect(put.status).toBe(200);
  return { clubId, date: released, courseId: details.courses[0].courseId as string };
}

async function proofFor(clubId: string) {
  const challenge = (await h.call("GET", `/public/clubs/${clubId}/release-challenge`)).body.result;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("unsolved");
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

async function codeMailedTo(email: string) {
  const res = await h.call("GET", `/dev/outbox?to=${encodeURIComponent(email)}`);
  const subject = res.body.result.list[0]?.subject as string;
  return /\bcode (\d{6})\b/.exec(subject)?.[1] as string;
}

async function join(club: { clubId: string; date: string }, email: string) {
  const res = await h.call("POST", `/public/clubs/${club.clubId}/release-entries`, {
    body: { date: club.date, email, proof: await proofFor(club.clubId) },
  });
  return res;
}

/** Joins and verifies: answers the entry's token. */
async function inLine(club: { clubId: string; date: string }, email: string) {
  const joined = await join(club, email);
  expect([joined.status, joined.body.code]).toEqual([202, undefined]);
  const verified = await h.call("POST", "/public/release-entries/verify", {
    body: { entryId: joined.body.result.entryId, code: await codeMailedTo(email) },
  });
  expect([verified.status, verified.body.code]).toEqual([200, undefined]);
  return verified.body.result.token as string;
}

const entryOf = async (token: string) =>
  (await h.call("GET", `/public/release-entry?token=${token}`)).body.result;

const book = (
  club: { clubId: string; date: string; courseId: string },
  teeTime: string,
  players: number,
  releaseToken?: string,
) =>
  h.call("POST", `/public/clubs/${club.clubId}/reservations`, {
    body: {
      date: club.date,
      courseId: club.courseId,
      teeTime,
      name: "Lee Jisoo",
      phoneCode: "82",
      phoneNumber: "01012345678",
      email: "typed@example.com",
      players,
      ...(releaseToken ? { releaseToken } : {}),
    },
  });

test("the day opens at the release time, not at midnight; joining opens 30 minutes before; a reminder goes out then", async () => {
  const club = await releasingClub();
  const page = (await h.call("GET", `/public/clubs/${club.clubId}`)).body.result;
  expect(page.lastOnlineDate).toBe(addDays(club.date, -1));
  expect(page.releases).toEqual([
    expect.objectContaining({
      date: club.date,
      serving: false,
      opensAt: `${addDays(club.date, -3)}T10:00:00.000Z`,
    }),
  ]);
  const closed = await h.call("GET", `/public/clubs/${club.clubId}/availability?date=${club.date}`);
  expect(closed.body.result.courses[0].teeTimes).toEqual([]);
  expect((await book(club, "07:00", 2)).body.code).toBe("tee_time_not_for_sale");

  const early = await join(club, "early@example.com");
  expect([early.status, early.body.code]).toEqual([409, "release_not_joinable"]);
  const remind = await h.call("POST", `/public/clubs/${club.clubId}/release-reminders`, {
    body: { date: club.date, email: "remind.me@example.com" },
  });
  expect(remind.status).toBe(202);
  await runReleases(h.ctx);
  expect((await h.call("GET", "/dev/outbox?to=remind.me%40example.com")).body.result.list).toHaveLength(0);

  at("18:30");
  await runReleases(h.ctx);
  await runReleases(h.ctx);
  const reminders = (await h.call("GET", "/dev/outbox?to=remind.me%40example.com")).body.result.list;
  expect(reminders).toHaveLength(1);
  expect(reminders[0].link).toBe(`http://localhost:3000/book?club=${club.clubId}`);
  expect((await join(club, "now@example.com")).status).toBe(202);
});

test("one entry per verified address: a wrong code is refused, a +tag or Gmail's dots are the same identity, a proof is spent once", async () => {
  const club = await releasingClub();
  at("18:40");
  const joined = await join(club, "Kim.Minji@gmail.com");
  expect(joined.status).toBe(202);
  const wrong = await h.call("POST", "/public/release-entries/verify", {
    body: {
      entryId: joined.body.result.entryId,
      code: "000000" === (await codeMailedTo("kim.minji@gmail.com")) ? "111111" : "000000",
    },
  });
  expect([wrong.status, wrong.body.code]).toEqual([409, "release_code_wrong"]);
  const right = await h.call("POST", "/public/release-entries/verify", {
    body: { entryId: joined.body.result.entryId, code: await codeMailedTo("kim.minji@gmail.com") },
  });
  expect(right.status).toBe(200);
  expect(right.body.result.entry).toMatchObject({ state: "joined", position: null, lineLength: 1 });

  for (const again of ["kim.minji@gmail.com", "kimminji+golf@googlemail.com", "K.I.M.minji@gmail.com"]) {
    const second = await join(club, again);
    expect([again, second.status, second.body.code]).toEqual([again, 409, "release_already_joined"]);
  }
  const proof = await proofFor(club.clubId);
  const first = await h.call("POST", `/public/clubs/${club.clubId}/release-entries`, {
    body: { date: club.date, email: "once@example.com", proof },
  });
  expect(first.status).toBe(202);
  const replay = await h.call("POST", `/public/clubs/${club.clubId}/release-entries`, {
    body: { date: club.date, email: "twice@example.com", proof },
  });
  expect([replay.status, replay.body.code]).toEqual([409, "release_proof_spent"]);
  const forged = await h.call("POST", `/public/clubs/${club.clubId}/release-entries`, {
    body: {
      date: club.date,
      email: "forged@example.com",
      proof: { ...proof, solution: { counter: 0, derivedKey: "00" } },
    },
  });
  expect(forged.status).toBe(422);
});

test("the draw's order is random and comes back from its recorded seed; turns move on by booking, by time and when done; caps hold; a missed turn rejoins at the end", async () => {
  const club = await releasingClub();
  at("18:45");
  const emails = ["a", "b", "c", "d", "e", "f"].map((name) => `golfer.${name}@example.com`);
  const tokens = new Map<string, string>();
  for (const email of emails) tokens.set(email, await inLine(club, email));

  at("19:00");
  await runReleases(h.ctx);
  const release = await h.repos.releases.findRelease(new ObjectId(club.clubId), club.date);
  expect(release).toMatchObject({ state: "drawn", lastPosition: 6, servingUpTo: 1 });
  const entries = await h.repos.releases.entries.find({ releaseId: release?._id }).toArray();
  const byPosition = [...entries].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  // The recorded seed gives the same order back; the order is not the order of joining.
  expect(
    drawOrder(
      release?.seed as string,
      entries.map((e) => e._id.toHexString()),
    ),
  ).toEqual(byPosition.map((e) => e._id.toHexString()));
  const audit = await h.repos.audit.collection.findOne({ entity: "release", entityId: release?._id });
  expect(audit?.summary).toContain(`seed ${release?.seed}`);
  const other = drawOrder(
    "another seed",
    entries.map((e) => e._id.toHexString()),
  );
  expect(other).not.toEqual(byPosition.map((e) => e._id.toHexString()));

  const tokenAt = (position: number) => tokens.get(byPosition[position - 1]?.email ?? "") as string;
  expect(await entryOf(tokenAt(1))).toMatchObject({
    state: "turn",
    position: 1,
    turnEndsAt: expect.any(String),
  });
  expect(await entryOf(tokenAt(3))).toMatchObject({ state: "waiting", position: 3, ahead: 1, lineLength: 6 });

  // The day is open now, but only in one's turn.
  expect((await book(club, "07:00", 2)).body.code).toBe("release_turn_required");
  expect((await book(club, "07:00", 2, tokenAt(2))).body.code).toBe("release_turn_required");

  // Number 1 books twice up to the cap of 4 players: confirmed at once; the second booking ends the turn.
  const first = await book(club, "07:00", 3, tokenAt(1));
  expect([first.status, first.body.code, first.body.result?.status]).toEqual([201, undefined, "reserved"]);
  const over = await book(club, "07:10", 2, tokenAt(1));
  expect([over.status, over.body.code]).toEqual([409, "release_cap_reached"]);
  expect((await book(club, "07:10", 1, tokenAt(1))).status).toBe(201);
  expect(await entryOf(tokenAt(1))).toMatchObject({ state: "done", bookingsLeft: 0, playersLeft: 0 });
  expect(await entryOf(tokenAt(2))).toMatchObject({ state: "turn" });

  // Number 2 is done without booking: number 3's turn starts.
  const done = await h.call("POST", "/public/release-entry/done", { body: { token: tokenAt(2) } });
  expect(done.body.result.state).toBe("done");
  expect(await entryOf(tokenAt(3))).toMatchObject({ state: "turn" });

  // Number 3 lets the time run out: missed, and number 4 has the turn; 3 rejoins at the end, as number 7.
  at("19:03");
  await runReleases(h.ctx);
  expect(await entryOf(tokenAt(3))).toMatchObject({ state: "missed" });
  expect(await entryOf(tokenAt(4))).toMatchObject({ state: "turn" });
  expect((await book(club, "07:20", 2, tokenAt(3))).body.code).toBe("release_turn_required");
  const rejoined = await h.call("POST", "/public/release-entry/rejoin", { body: { token: tokenAt(3) } });
  expect(rejoined.body.result).toMatchObject({ state: "waiting", position: 7, ahead: 2 });
  const twice = await h.call("POST", "/public/release-entry/rejoin", { body: { token: tokenAt(3) } });
  expect(twice.body.code).toBe("release_not_missed");

  // A latecomer joins the end too, as number 8.
  const late = await inLine(club, "late@example.com");
  expect(await entryOf(late)).toMatchObject({ state: "waiting", position: 8 });

  // Each turn taken in order, the line is served and the day opens to everyone.
  for (const token of [tokenAt(4), tokenAt(5), tokenAt(6), tokenAt(3), late]) {
    expect((await entryOf(token)).state).toBe("turn");
    await h.call("POST", "/public/release-entry/done", { body: { token } });
  }
  expect(await entryOf(late)).toMatchObject({ state: "done" });
  expect((await h.repos.releases.findRelease(new ObjectId(club.clubId), club.date))?.state).toBe("over");
  const open = await book(club, "07:30", 2);
  expect([open.status, open.body.result.status]).toEqual([201, "pending"]);
  const page = (await h.call("GET", `/public/clubs/${club.clubId}`)).body.result;
  expect(page.releases.map((r: { date: string }) => r.date)).toEqual([addDays(club.date, 1)]);
});

test("turns are given exactly once when runs race, and never more at once than the club allows", async () => {
  const club = await releasingClub({ ...RULE, atOnce: 2 });
  at("18:50");
  for (const name of ["p", "q", "r", "s", "t"]) await inLine(club, `race.${name}@example.com`);
  at("19:00");
  await Promise.all([runReleases(h.ctx), runReleases(h.ctx), runReleases(h.ctx)]);
  await Promise.all([runReleases(h.ctx), runReleases(h.ctx)]);
  const release = await h.repos.releases.findRelease(new ObjectId(club.clubId), club.date);
  const entries = await h.repos.releases.entries.find({ releaseId: release?._id }).toArray();
  expect(
    entries
      .filter((e) => e.state === "turn")
      .map((e) => e.position)
      .sort(),
  ).toEqual([1, 2]);
  expect(entries.map((e) => e.turns).sort()).toEqual([0, 0, 0, 1, 1]);
  expect(release?.servingUpTo).toBe(2);
});
