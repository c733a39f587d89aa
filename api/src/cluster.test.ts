/**
 * The API as several instances behind a load balancer (`testing/cluster.ts`): three processes on one database
 * server, reached through a round-robin proxy. What must hold whichever instance a request lands on.
 */

import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { addDays, todayIn, wallClockIn } from "contracts/domains/common/dates";
import { MongoClient, ObjectId } from "mongodb";
import { type Cluster, startCluster } from "./testing/cluster";
import {
  aClubInput,
  aCustomerInput,
  aReservationInput,
  aRoleInput,
  aScheduleInput,
  aTierInput,
} from "./testing/fixtures";
import { LiveReader } from "./testing/live-reader";
import { clubSellingDay } from "./testing/selling-club";

jest.setTimeout(180_000);

const DATE = "2027-07-20";
let cluster: Cluster;
let owner: string;

// biome-ignore lint/suspicious/noExplicitAny: the answers of several routes, read as JSON
type Answer = { status: number; body: any };

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; forwardedFor?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body ? { "content-type": "application/json" } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const signIn = async (base: string, email: string, password = "golf-demo-2026") =>
  call(base, "POST", "/sign-in", { body: { email, password } });

beforeAll(async () => {
  // Each instance looks for due no-shows every 2 s (a minute by default), so three sweeps race within the test.
  process.env.NO_SHOW_SWEEP_MS = "2000";
  // A light proof of work for the release test's joins (each instance draws and serves lines every second).
  process.env.RELEASE_PROOF_WORK = "500";
  cluster = await startCluster({ instances: 3 });
  owner = (await signIn(cluster.base, "owner@example.com")).body.result.signToken;
});
afterAll(() => cluster?.stop());

test("a session made on one instance works on every other", async () => {
  const [first, ...others] = cluster.instances as [string, ...string[]];
  const token = (await signIn(first, "staff@example.com")).body.result.signToken as string;
  for (const base of others) {
    const me = await call(base, "GET", "/users", { token });
    expect([base, me.status]).toEqual([base, 200]);
  }
});

test("100 bookings of one tee time at once across the instances sell exactly its four places", async () => {
  const created = await call(cluster.base, "POST", "/clubs", {
    token: owner,
    body: aClubInput({ name: "Busy CC" }),
  });
  expect(created.status).toBe(201);
  const clubId = created.body.result.clubId as string;
  const details = (await call(cluster.base, "GET", `/clubs/${clubId}`, { token: owner })).body.result;
  const schedule = aScheduleInput(details.greenFees[0].greenFeeId, {
    startDate: DATE,
    endDate: DATE,
    startTime: "07:00",
    endTime: "08:00",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    status: "public",
  });
  expect(
    (await call(cluster.base, "POST", `/clubs/${clubId}/schedules`, { token: owner, body: schedule })).status,
  ).toBe(201);
  const slot = { date: DATE, courseId: details.courses[0].courseId as string, teeTime: "07:00" };
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      call(cluster.base, "POST", `/clubs/${clubId}/reservations`, {
        token: owner,
        body: aReservationInput(slot, { players: 1, name: `Golfer ${i}` }),
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(4);
  expect(statuses.filter((status) => status !== 201)).toEqual(Array(96).fill(409));
  expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))).toEqual(
    new Set(["slot_full"]),
  );
  const client = await new MongoClient(cluster.mongoUri).connect();
  try {
    const db = client.db("golf");
    const counter = await db.collection("teeTimes").findOne({ date: DATE, teeTime: "07:00" });
    expect(counter?.players).toBe(4);
    expect(await db.collection("reservations").countDocuments({ date: DATE, teeTime: "07:00" })).toBe(4);
  } finally {
    await client.close();
  }
});

test("a role deleted on one instance while another gives it to someone: never a staff member on a deleted role", async () => {
  const [a, b] = cluster.instances as [string, string];
  const clubId = (
    await call(cluster.base, "POST", "/clubs", { token: owner, body: aClubInput({ name: "Roles CC" }) })
  ).body.result.clubId as string;
  const client = await new MongoClient(cluster.mongoUri).connect();
  try {
    const db = client.db("golf");
    for (let round = 0; round < 10; round++) {
      const role = await call(a, "POST", `/clubs/${clubId}/roles`, {
        token: owner,
        body: aRoleInput({ name: `Desk ${round}` }),
      });
      const roleId = role.body.result.roleId as string;
      await Promise.all([
        call(a, "DELETE", `/clubs/${clubId}/roles/${roleId}`, { token: owner }),
        call(b, "POST", `/clubs/${clubId}/staff`, {
          token: owner,
          body: { email: "staff@example.com", roleId },
        }),
      ]);
      const { ObjectId } = await import("mongodb");
      const roleLeft = await db.collection("roles").countDocuments({ _id: new ObjectId(roleId) });
      const onRole = await db.collection("staff").countDocuments({ roleId: new ObjectId(roleId) });
      expect({ roleLeft, onRole }).toEqual(
        roleLeft === 0 ? { roleLeft: 0, onRole: 0 } : { roleLeft: 1, onRole: 1 },
      );
      // The next round gives the employee a role again: remove this membership if it stood.
      await db.collection("staff").deleteMany({ roleId: new ObjectId(roleId) });
    }
  } finally {
    await client.close();
  }
});

test("a tier deleted on one instance while another gives it to a customer: never a customer on a deleted tier", async () => {
  const [a, b] = cluster.instances as [string, string];
  const clubId = (
    await call(cluster.base, "POST", "/clubs", { token: owner, body: aClubInput({ name: "Tiers CC" }) })
  ).body.result.clubId as string;
  const client = await new MongoClient(cluster.mongoUri).connect();
  try {
    const db = client.db("golf");
    const { ObjectId } = await import("mongodb");
    for (let round = 0; round < 10; round++) {
      const tier = await call(a, "POST", `/clubs/${clubId}/membership-tiers`, {
        token: owner,
        body: aTierInput({ name: `Tier ${round}` }),
      });
      const tierId = tier.body.result.tierId as string;
      await Promise.all([
        call(a, "DELETE", `/clubs/${clubId}/membership-tiers/${tierId}`, { token: owner }),
        call(b, "POST", `/clubs/${clubId}/customers`, {
          token: owner,
          body: aCustomerInput(tierId, { email: `racer-${round}@example.com` }),
        }),
      ]);
      const tierLeft = await db.collection("membershipTiers").countDocuments({ _id: new ObjectId(tierId) });
      const onTier = await db.collection("customers").countDocuments({ tierId: new ObjectId(tierId) });
      expect({ tierLeft, onTier }).toEqual(
        tierLeft === 0 ? { tierLeft: 0, onTier: 0 } : { tierLeft: 1, onTier: 1 },
      );
    }
  } finally {
    await client.close();
  }
});

test("sign-in throttles follow the real client, whatever X-Forwarded-For it forges and whichever instance answers", async () => {
  const answers: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const res = await call(cluster.base, "POST", "/sign-in", {
      body: { email: "staff@example.com", password: `wrong-guess-${attempt}` },
      forwardedFor: `203.0.113.${attempt + 1}`,
    });
    answers.push(res.status);
  }
  // Five guesses per account and client in 15 minutes, counted in the database the instances share.
  expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
});

test("a booking made through one instance reaches a desk's live stream on another", async () => {
  const [a, b] = cluster.instances as [string, string];
  const clubId = (
    await call(cluster.base, "POST", "/clubs", {
      token: owner,
      body: aClubInput({ name: "Live Cluster CC" }),
    })
  ).body.result.clubId as string;
  const details = (await call(cluster.base, "GET", `/clubs/${clubId}`, { token: owner })).body.result;
  const schedule = aScheduleInput(details.greenFees[0].greenFeeId, {
    startDate: DATE,
    endDate: DATE,
    startTime: "07:00",
    endTime: "08:00",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  });
  expect((await call(a, "POST", `/clubs/${clubId}/schedules`, { token: owner, body: schedule })).status).toBe(
    201,
  );
  const res = await fetch(`${b}/clubs/${clubId}/live`, { headers: { authorization: `Bearer ${owner}` } });
  expect(res.status).toBe(200);
  const desk = new LiveReader(res.body as ReadableStream<Uint8Array>);
  try {
    await desk.next((e) => e.event === "ready");
    const slot = { date: DATE, courseId: details.courses[0].courseId as string, teeTime: "07:10" };
    const booked = await call(a, "POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: aReservationInput(slot, { players: 1 }),
    });
    expect(booked.status).toBe(201);
    const event = await desk.next((e) => e.event === "reservation");
    expect(JSON.parse(event.data)).toMatchObject({ id: booked.body.result.reservationId, ...slot });
  } finally {
    await desk.cancel();
  }
});

test("the waitlist across instances: one offer per freed place, whether offered by hand on every instance at once or by each instance's sweep", async () => {
  const date = addDays(todayIn("Asia/Seoul", new Date()), 3);
  const h = {
    call: (method: string, path: string, options = {}) => call(cluster.base, method, path, options),
  };
  // One course: the one tee time every entry waits for (07:00) has four places in all.
  const { clubId, details } = await clubSellingDay(
    h,
    owner,
    { name: "Waitlist Cluster CC", courses: [{ name: "East" }] },
    date,
  );
  const courseId = details.courses[0].courseId as string;
  const settings = (
    await call(cluster.base, "GET", `/clubs/${clubId}/reservations/settings`, { token: owner })
  ).body.result;
  // Offers at any hour, so the instances' own sweeps race too.
  const put = await call(cluster.base, "PUT", `/clubs/${clubId}/reservations/settings`, {
    token: owner,
    body: { ...settings, contactHours: { from: "00:00", to: "23:59" } },
  });
  expect(put.status).toBe(200);
  const entries: string[] = [];
  for (let i = 0; i < 6; i++) {
    const added = await call(cluster.base, "POST", `/clubs/${clubId}/waitlist`, {
      token: owner,
      body: {
        date,
        from: "07:00",
        to: "07:00",
        players: 2,
        name: `Caller ${i}`,
        phoneCode: "82",
        phoneNumber: `10${String(i).padStart(8, "0")}`,
      },
    });
    expect(added.status).toBe(201);
    entries.push(added.body.result.entryId as string);
  }
  // Every instance offers every entry the one tee time (four places) at once, while the desk books two of them.
  const answers = await Promise.all([
    ...cluster.instances.flatMap((base) =>
      entries.map((entryId) =>
        call(base, "POST", `/clubs/${clubId}/waitlist/${entryId}/offer`, {
          token: owner,
          body: { courseId, teeTime: "07:00" },
        }),
      ),
    ),
    call(cluster.instances[0] ?? "", "POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: aReservationInput({ date, courseId, teeTime: "07:00" }, { players: 2, name: "Walk-in" }),
    }),
  ]);
  const refusals = new Set(
    answers.filter((a) => a.status !== 200 && a.status !== 201).map((a) => a.body.code),
  );
  for (const code of refusals)
    expect(["waitlist_offer_not_possible", "waitlist_entry_not_waiting", "slot_full"]).toContain(code);

  /** The tee time as the database has it, and the entries as the desk sees them. */
  const state = async () => {
    const sheet = (
      await call(cluster.base, "GET", `/clubs/${clubId}/tee-sheet?date=${date}`, { token: owner })
    ).body.result;
    const time = sheet.courses[0].teeTimes.find((t: { teeTime: string }) => t.teeTime === "07:00");
    const line = (await call(cluster.base, "GET", `/clubs/${clubId}/waitlist?date=${date}`, { token: owner }))
      .body.result.entries as { state: string; offer: { reservationId: string } | null }[];
    const holds = line.filter((e) => e.state === "offered").map((e) => e.offer?.reservationId);
    return { players: time.playersBooked as number, holds, reservations: time.reservations.length as number };
  };
  const raced = await state();
  // Four places: two offers, or one offer beside the desk's booking; never more, and each offer its own hold.
  expect(raced.players).toBeLessThanOrEqual(4);
  expect(new Set(raced.holds).size).toBe(raced.holds.length);
  expect(raced.players).toBe(raced.holds.length * 2 + (answers.at(-1)?.status === 201 ? 2 : 0));

  // An offer's hold cancelled by the desk frees two places: each instance's sweep (every 15 s) may take them, and
  // exactly one new offer is made for them.
  const [firstHold] = raced.holds;
  // The caller said no on the phone: the desk cancels the hold along the status table (cancel pending, cancelled).
  for (const status of ["cancelPending", "cancelled"]) {
    const hold = (
      await call(cluster.base, "GET", `/clubs/${clubId}/reservations/${firstHold}`, { token: owner })
    ).body.result;
    const changed = await call(cluster.base, "PATCH", `/clubs/${clubId}/reservations/${firstHold}`, {
      token: owner,
      body: { status, version: hold.version },
    });
    expect([status, changed.status]).toEqual([status, 200]);
  }
  const deadline = Date.now() + 45_000;
  let refilled = await state();
  while (refilled.players < raced.players && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    refilled = await state();
  }
  expect(refilled.players).toBe(raced.players);
  // Every instance has swept at least once more: still one offer for the two places.
  await new Promise((resolve) => setTimeout(resolve, 16_000));
  const settled = await state();
  expect(settled.players).toBe(raced.players);
  expect(settled.holds).toHaveLength(raced.holds.length);
  expect(new Set(settled.holds).size).toBe(settled.holds.length);
}, 120_000);

test("automatic no-shows across instances: each booking nobody checked in for is marked once, by one instance", async () => {
  // A club whose one tee time is a minute or two from now on its clock, with no grace.
  const clock = wallClockIn("Asia/Seoul");
  const minutes = Math.min(clock.minutes + 2, 24 * 60 - 11);
  const time = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const teeTime = time(minutes);
  const h = {
    call: (method: string, path: string, options = {}) => call(cluster.base, method, path, options),
  };
  const { clubId, details } = await clubSellingDay(
    h,
    owner,
    {
      name: "No-show Cluster CC",
      courses: [{ name: "East" }],
      teeUps: [{ interval: 10, firstTeeUp: teeTime, lastTeeUp: time(minutes + 10) }],
    },
    clock.date,
    { startTime: teeTime, endTime: time(minutes + 10) },
  );
  const url = `/clubs/${clubId}/reservations/settings`;
  const settings = (await call(cluster.base, "GET", url, { token: owner })).body.result;
  expect(
    (
      await call(cluster.base, "PUT", url, {
        token: owner,
        body: { ...settings, autoNoShow: true, noShowGraceMinutes: 0 },
      })
    ).status,
  ).toBe(200);
  const slot = { date: clock.date, courseId: details.courses[0].courseId as string, teeTime };
  const ids: string[] = [];
  for (const name of ["Absent One", "Absent Two", "Present"]) {
    const made = await call(cluster.base, "POST", `/clubs/${clubId}/reservations`, {
      token: owner,
      body: aReservationInput(slot, { players: 1, name }),
    });
    expect(made.status).toBe(201);
    ids.push(made.body.result.reservationId as string);
  }
  const present = ids[2] ?? "";
  const checkedIn = await call(cluster.base, "POST", `/clubs/${clubId}/reservations/${present}/check-in`, {
    token: owner,
    body: { version: 0, checkedIn: true },
  });
  expect(checkedIn.status).toBe(200);
  const statusOf = async (id: string) =>
    (await call(cluster.base, "GET", `/clubs/${clubId}/reservations/${id}`, { token: owner })).body.result
      .status as string;
  // Past the tee time, every instance's sweep finds the two: each is marked once.
  const deadline = Date.now() + 170_000;
  while ((await statusOf(ids[1] ?? "")) !== "noshow" && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  // A few more sweeps of every instance.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await Promise.all(ids.map(statusOf))).toEqual(["noshow", "noshow", "reserved"]);
  const client = await new MongoClient(cluster.mongoUri).connect();
  try {
    const db = client.db("golf");
    for (const id of ids.slice(0, 2)) {
      const lines = await db
        .collection("audit")
        .countDocuments({ entityId: new ObjectId(id), summary: { $regex: "automatic" } });
      expect([id, lines]).toEqual([id, 1]);
    }
    const counter = await db.collection("teeTimes").findOne({ clubId: new ObjectId(clubId), teeTime });
    expect(counter?.players).toBe(1);
  } finally {
    await client.close();
  }
}, 240_000);

test("a release across instances: one draw, and each golfer in line gets exactly one turn, never more at once than allowed", async () => {
  // A club whose release is a minute or two from now on its clock: joining is open at once.
  const clock = wallClockIn("Asia/Seoul");
  const minutes = Math.min(clock.minutes + 2, 24 * 60 - 1);
  const at = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const date = addDays(clock.date, 3);
  const h = {
    call: (method: string, path: string, options = {}) => call(cluster.base, method, path, options),
  };
  const { clubId } = await clubSellingDay(
    h,
    owner,
    { name: "Release Cluster CC", courses: [{ name: "East" }] },
    date,
  );
  const url = `/clubs/${clubId}/reservations/settings`;
  const settings = (await call(cluster.base, "GET", url, { token: owner })).body.result;
  const rule = { at, turnMinutes: 1, atOnce: 2, maxBookings: 1, maxPlayers: 4 };
  const put = await call(cluster.base, "PUT", url, {
    token: owner,
    body: { ...settings, onlineDaysAhead: 3, release: rule },
  });
  expect(put.status).toBe(200);
  const tokens: string[] = [];
  const mailbox = await new MongoClient(cluster.mongoUri).connect();
  for (const name of ["a", "b", "c", "d", "e"]) {
    const email = `cluster.${name}@example.com`;
    const challenge = (await call(cluster.base, "GET", `/public/clubs/${clubId}/release-challenge`)).body
      .result;
    const solved = await solveChallenge({ challenge, deriveKey });
    const joined = await call(cluster.base, "POST", `/public/clubs/${clubId}/release-entries`, {
      body: {
        date,
        email,
        proof: { challenge, solution: { counter: solved?.counter, derivedKey: solved?.derivedKey } },
      },
    });
    expect([joined.status, joined.body?.code]).toEqual([202, undefined]);
    const mail = await mailbox
      .db("golf")
      .collection("dev_outbox")
      .find({ to: email })
      .sort({ createdAt: -1 })
      .next();
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1];
    const verified = await call(cluster.base, "POST", "/public/release-entries/verify", {
      body: { entryId: joined.body.result.entryId, code },
    });
    expect(verified.status).toBe(200);
    tokens.push(verified.body.result.token as string);
  }
  await mailbox.close();
  // Every instance draws and serves the line each second; each golfer is done as soon as their turn comes.
  const most = { turns: 0 };
  const deadline = Date.now() + 200_000;
  const look = async (token: string) => {
    const res = await call(cluster.base, "GET", `/public/release-entry?token=${token}`);
    if (res.status !== 200) throw new Error(`entry look answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result;
  };
  const states = () => Promise.all(tokens.map(look));
  for (;;) {
    const now = await states();
    const turns = now.filter((entry) => entry.state === "turn");
    most.turns = Math.max(most.turns, turns.length);
    if (now.every((entry) => entry.state === "done") || Date.now() > deadline) break;
    for (const entry of turns) {
      await call(cluster.base, "POST", "/public/release-entry/done", {
        body: { token: tokens[now.indexOf(entry)] },
      });
    }
    // Looks stay well inside the per-address limit of looks at entries, which every call here shares (one address).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
  expect((await states()).map((entry) => entry.state)).toEqual(["done", "done", "done", "done", "done"]);
  expect(most.turns).toBeLessThanOrEqual(2);
  const client = await new MongoClient(cluster.mongoUri).connect();
  try {
    const db = client.db("golf");
    const release = await db.collection("releases").findOne({ clubId: new ObjectId(clubId), date });
    expect(release?.state).toBe("over");
    const entries = await db.collection("releaseEntries").find({ releaseId: release?._id }).toArray();
    expect(entries.map((entry) => entry.turns)).toEqual([1, 1, 1, 1, 1]);
    expect(entries.map((entry) => entry.position).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await db.collection("audit").countDocuments({ entity: "release", entityId: release?._id })).toBe(
      1,
    );
  } finally {
    await client.close();
  }
}, 300_000);
