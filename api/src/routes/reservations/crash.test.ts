/**
 * A booking's steps commit together: the API process is killed between them (a crash point the process reaches
 * on its own, `API_CRASH_AT`, not a timed kill) and the database it leaves behind holds no place taken by no one.
 * The database is a separate server that outlives the API, as MongoDB does in production.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { startEmbeddedMongo } from "embedded-mongo";
import { type Db, MongoClient } from "mongodb";
import { prepareDatabase } from "../../db/prepare";
import { aClubInput, aReservationInput, aScheduleInput } from "../../testing/fixtures";

jest.setTimeout(120_000);

const apiDir = resolve(__dirname, "../../..");
const tsx = resolve(apiDir, "../node_modules/.bin/tsx");
const DATE = "2027-06-15";

let server: Awaited<ReturnType<typeof startEmbeddedMongo>>;
let client: MongoClient;
let db: Db;
let running: ChildProcess | undefined;

beforeAll(async () => {
  // A dead client's open transaction is aborted after the lifetime limit (MongoDB: 60 s); short here, so the next
  // instance's booking of the same time does not wait a minute for it.
  server = await startEmbeddedMongo({ inMemory: true, transactionLifetimeMs: 1000 });
  client = await new MongoClient(server.uri).connect();
  db = client.db("golf");
  // Migrated and seeded with the demo accounts before any API starts, as the release step leaves it.
  await prepareDatabase(db, { seedDemo: true });
});

afterEach(() => {
  if (running?.exitCode === null) running.kill("SIGKILL");
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

/** The API as a process on the shared database, dying at `crashAt` if given. */
async function startApi(crashAt?: string) {
  const child = spawn(tsx, ["src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "test",
      API_PORT: "0",
      LOG_REQUESTS: "0",
      MONGODB_URI: server.uri,
      MONGODB_DB: "golf",
      ...(crashAt ? { API_CRASH_AT: crashAt } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running = child;
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(child, "exit").then(([code, signal]) => ({ code, signal }));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const match = output.match(/API listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1\.0)/);
    if (match?.[1]) return { base: match[1], exited };
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`API did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the answers of several routes, read as JSON
type Answer = { status: number; body: any };

async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** A new club of the demo owner with one public window on DATE; answers its id and first course. */
async function clubOnSale(base: string) {
  const signIn = await call(base, "POST", "/sign-in", undefined, {
    email: "owner@example.com",
    password: "golf-demo-2026",
  });
  const token = signIn.body.result.signToken as string;
  const created = await call(base, "POST", "/clubs", token, aClubInput({ name: "Crash Test CC" }));
  expect(created.status).toBe(201);
  const clubId = created.body.result.clubId as string;
  const details = (await call(base, "GET", `/clubs/${clubId}`, token)).body.result;
  const schedule = aScheduleInput(details.greenFees[0].greenFeeId, {
    startDate: DATE,
    endDate: DATE,
    startTime: "07:00",
    endTime: "08:00",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    status: "public",
  });
  expect((await call(base, "POST", `/clubs/${clubId}/schedules`, token, schedule)).status).toBe(201);
  return { token, clubId, courseId: details.courses[0].courseId as string };
}

const slotState = async (clubId: string) => ({
  placesTaken: (await db.collection("teeTimes").findOne({ teeTime: "07:00", date: DATE }))?.players ?? 0,
  reservations: await db.collection("reservations").countDocuments({ date: DATE, teeTime: "07:00" }),
  auditLines: await db.collection("audit").countDocuments({ entity: "reservation", summary: /07:00/ }),
  clubId,
});

test.each(["booking:places-taken", "booking:reservation-written"])(
  "an API killed at %s leaves no place taken, no booking and no audit line; the time still sells in full",
  async (crashAt) => {
    const dying = await startApi(crashAt);
    const { token, clubId, courseId } = await clubOnSale(dying.base);
    const body = aReservationInput({ date: DATE, courseId, teeTime: "07:00" }, { players: 3 });
    await expect(call(dying.base, "POST", `/clubs/${clubId}/reservations`, token, body)).rejects.toThrow();
    // Killed outright (through the tsx runner, the signal shows as its exit code 128 + 9).
    const ended = await dying.exited;
    expect(ended.signal === "SIGKILL" || ended.code === 137).toBe(true);
    expect(await slotState(clubId)).toEqual({ placesTaken: 0, reservations: 0, auditLines: 0, clubId });

    // The next instance sells every place of the time: nothing was left held by the dead one.
    const next = await startApi();
    const full = aReservationInput({ date: DATE, courseId, teeTime: "07:00" }, { players: 4 });
    const booked = await call(next.base, "POST", `/clubs/${clubId}/reservations`, token, full);
    expect(booked.status).toBe(201);
    expect(await slotState(clubId)).toEqual({ placesTaken: 4, reservations: 1, auditLines: 1, clubId });
    running?.kill("SIGTERM");
    await next.exited;
    // Leaves the time empty again for the next case.
    await db.collection("reservations").deleteMany({ date: DATE });
    await db.collection("teeTimes").deleteMany({ date: DATE });
    await db.collection("audit").deleteMany({ entity: "reservation" });
  },
);
