/**
 * The waitlist over one club day, on a driven clock: `npm run bench:waitlist -w api`. A club's day is sold out; 300
 * waitlist entries wait over windows spread across the day; 100 places free up (50 parties of two cancel) at random
 * moments at least 2 hours before their tee time, inside the contact hours; the waitlist runs every 15 s as each
 * instance does; golfers take 50 % of their offers, decline 20 % and ignore 30 % (each answer within 0–8 minutes).
 * Prints the share of freed places refilled from the waitlist and the time from a place freeing to its offer.
 * Budget: offer p95 ≤ 60 s, refill ≥ 90 %. Env: BENCH_ENTRIES (300), BENCH_FREES (50 parties), BENCH_SEED (7).
 */
// First: the OpenAPI extension of zod, which the app's route declarations use, before any contract schema is built.
import "@hono/zod-openapi";
import { addDays, timeOfMinutes, todayIn } from "contracts/domains/common/dates";
import { ObjectId } from "mongodb";
import { runWaitlist, WAITLIST_SWEEP_INTERVAL_MS } from "../src/routes/waitlist/offers";
import { aClubInput } from "../src/testing/fixtures";
import { startHarness } from "../src/testing/harness";

const entriesWanted = Number(process.env.BENCH_ENTRIES ?? 300);
/** Parties of two that cancel: 50 free 100 places. */
const freesWanted = Number(process.env.BENCH_FREES ?? 50);
let seed = Number(process.env.BENCH_SEED ?? 7);
const random = () => {
  seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
  return seed / 2 ** 32;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

// 06:00 in Seoul on the day before the one played: the run covers that day's contact hours (07:00–21:00) and the
// morning of the day played.
let clock = new Date("2026-12-01T21:00:00.000Z");
const h = await startHarness({ now: () => clock });
const owner = await h.ownerWithClub();
let token = owner.token;
const created = await h.call("POST", "/clubs", {
  token,
  body: aClubInput({
    name: "Waitlist Bench CC",
    teeUps: [{ interval: 10, firstTeeUp: "06:00", lastTeeUp: "17:50" }],
  }),
});
const clubId = created.body.result.clubId as string;
const details = (await h.call("GET", `/clubs/${clubId}`, { token })).body.result;
const date = addDays(todayIn("Asia/Seoul", clock), 1);
await h.call("POST", `/clubs/${clubId}/schedules`, {
  token,
  body: {
    startDate: date,
    endDate: date,
    startTime: "06:00",
    endTime: "18:00",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    greenFeeId: details.greenFees[0].greenFeeId,
    priceKind: "regular",
    status: "public",
  },
});
const courses = (details.courses as { courseId: string }[]).map((c) => c.courseId);
const times = Array.from({ length: 72 }, (_, i) => timeOfMinutes(360 + i * 10));

// Sold out: every tee time of both courses full with two parties of two.
const fillings = [[2, 2]];
const parties: { id: string; teeTime: string; courseId: string; players: number }[] = [];
for (const courseId of courses)
  for (const teeTime of times)
    for (const players of pick(fillings)) {
      const booked = await h.call("POST", `/clubs/${clubId}/reservations`, {
        token,
        body: {
          date,
          courseId,
          teeTime,
          name: "Full Day",
          phoneCode: "82",
          phoneNumber: "01000000000",
          players,
        },
      });
      parties.push({ id: booked.body.result.reservationId, teeTime, courseId, players });
    }

// The waitlist: windows of one to three hours over the day, parties of one to four, in line in random order.
const club = new ObjectId(clubId);
for (let i = 0; i < entriesWanted; i++) {
  const from = 360 + Math.floor(random() * 60) * 10;
  const to = Math.min(from + (6 + Math.floor(random() * 13)) * 10, 360 + 71 * 10);
  const queuedAt = new Date(clock.getTime() - Math.floor(random() * 3_600_000));
  await h.repos.waitlist.insert({
    _id: new ObjectId(),
    clubId: club,
    date,
    from: timeOfMinutes(from),
    to: timeOfMinutes(to),
    courseId: random() < 0.3 ? new ObjectId(pick(courses)) : null,
    players: pick([1, 2, 2, 2, 3, 4]),
    name: `Waiting ${i}`,
    phoneCode: "82",
    phoneNumber: `0109${String(i).padStart(7, "0")}`,
    email: `waiting${i}@example.com`,
    source: "online",
    language: "en",
    state: "waiting",
    queuedAt,
    offer: null,
    createdAt: queuedAt,
    updatedAt: queuedAt,
  });
}

// The frees: a party cancels at a random moment of the contact hours, at least 2 hours before its tee time.
const contactStart = new Date("2026-12-01T22:00:00.000Z").getTime(); // 07:00 in Seoul, the day before
const minuteOf = (teeTime: string) => new Date(`${date}T${teeTime}:00+09:00`).getTime();
const frees = [...parties]
  .sort(() => random() - 0.5)
  .slice(0, freesWanted)
  .map((party) => {
    const latest = Math.min(minuteOf(party.teeTime) - 2 * 3_600_000, contactStart + 14 * 3_600_000);
    return { party, at: contactStart + Math.floor(random() * Math.max(0, latest - contactStart)) };
  })
  .sort((a, b) => a.at - b.at);

type Answer = { at: number; token: string; take: boolean };
const answers: Answer[] = [];
const freedAt = new Map<string, number[]>();
const offerDelays: number[] = [];
const offered = new Set<string>();
let placesFreed = 0;
const end = contactStart + 15 * 3_600_000;
const started = performance.now();

for (
  clock = new Date(contactStart);
  clock.getTime() < end;
  clock = new Date(clock.getTime() + WAITLIST_SWEEP_INTERVAL_MS)
) {
  const now = clock.getTime();
  while (frees[0] && frees[0].at <= now) {
    const { party, at } = frees.shift() as (typeof frees)[number];
    for (const status of ["cancelPending", "cancelled"]) {
      const path = `/clubs/${clubId}/reservations/${party.id}`;
      let changed = await h.call("PATCH", path, { token, body: { status } });
      // The desk's session runs out over a simulated day: it signs in again.
      if (changed.status === 401) {
        token = await h.signIn(owner.account.email);
        changed = await h.call("PATCH", path, { token, body: { status } });
      }
      if (changed.status !== 200) throw new Error(`the desk's cancellation failed: ${changed.status}`);
    }
    placesFreed += party.players;
    const key = `${party.courseId} ${party.teeTime}`;
    freedAt.set(key, [...(freedAt.get(key) ?? []), at]);
  }
  for (const answer of answers.filter((a) => a.at <= now)) {
    answers.splice(answers.indexOf(answer), 1);
    const path = answer.take ? "/public/booking-holds/confirm" : "/public/booking-holds/cancel";
    await h.call("POST", path, {
      body: { token: answer.token },
      address: `golfer-${answer.token.slice(0, 6)}`,
    });
  }
  await runWaitlist(h.ctx);
  // New offers: when the freed place was offered, and what the golfer will do.
  for (const entry of await h.repos.waitlist.collection.find({ clubId: club, state: "offered" }).toArray()) {
    const id = `${entry._id.toHexString()} ${entry.offer?.reservationId.toHexString()}`;
    if (offered.has(id) || !entry.offer) continue;
    offered.add(id);
    const key = `${entry.offer.courseId.toHexString()} ${entry.offer.teeTime}`;
    const waiting = freedAt.get(key) ?? [];
    const first = waiting.shift();
    if (first !== undefined) offerDelays.push(now - first);
    const link = await h.latestLink(entry.email ?? "");
    const offerToken = new URL(link).searchParams.get("token") ?? "";
    const roll = random();
    if (roll < 0.7)
      answers.push({ at: now + Math.floor(random() * 8 * 60_000), token: offerToken, take: roll < 0.5 });
  }
}

const refilled = await h.repos.reservations.collection
  .aggregate<{ players: number }>([
    { $match: { clubId: club, date, type: "online", status: "reserved" } },
    { $group: { _id: null, players: { $sum: "$players" } } },
  ])
  .toArray();
const states = await h.repos.waitlist.collection
  .aggregate<{ _id: string; n: number }>([
    { $match: { clubId: club } },
    { $group: { _id: "$state", n: { $sum: 1 } } },
  ])
  .toArray();
offerDelays.sort((a, b) => a - b);
const pct = (p: number) =>
  offerDelays[Math.min(offerDelays.length - 1, Math.floor((p / 100) * offerDelays.length))] ?? 0;
const refilledPlaces = refilled[0]?.players ?? 0;
console.log(
  [
    `waitlist bench: ${entriesWanted} entries, ${frees.length === 0 ? freesWanted : freesWanted - frees.length} parties freed over the contact hours, runs every ${WAITLIST_SWEEP_INTERVAL_MS / 1000} s`,
    `  places freed      ${placesFreed}`,
    `  refilled          ${refilledPlaces} (${((refilledPlaces / Math.max(1, placesFreed)) * 100).toFixed(1)} %) by golfers who took an offer`,
    `  freeing → offer   p50 ${(pct(50) / 1000).toFixed(0)} s, p95 ${(pct(95) / 1000).toFixed(0)} s, max ${((offerDelays.at(-1) ?? 0) / 1000).toFixed(0)} s (${offerDelays.length} first offers of a freed place)`,
    `  offers made       ${offered.size}; entries by state: ${states.map((s) => `${s._id} ${s.n}`).join(", ")}`,
    `  simulated ${((end - contactStart) / 3_600_000).toFixed(0)} h in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ].join("\n"),
);
await h.stop();
