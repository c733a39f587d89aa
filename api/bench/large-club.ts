/**
 * The queries a large club feels: `npm run bench -w api -- large-club`. One club with 200,000 reservations over
 * two years, 50,000 customers and 200,000 audit lines, in an embedded database server of its own (a separate
 * process, as a database is), read through an API process as `npm start -w api` runs it (request logging off). Prints the
 * latency (p50, p99, max) of the audit page, the reservation list and the desk's customer search, each read first
 * page and page after page by cursor, from BENCH_CONNECTIONS clients at once.
 * Env: BENCH_PORT (4420; the database takes the next port), BENCH_CONNECTIONS (4), BENCH_REQUESTS (400 per call),
 * BENCH_RESERVATIONS (200000), BENCH_CUSTOMERS (50000), BENCH_AUDIT (200000).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { addDays, todayIn } from "contracts/domains/common/dates";
import { MongoClient, ObjectId } from "mongodb";
import { prepareDatabase } from "../src/db/prepare";
import { hashPassword } from "../src/lib/password";
import { createRepositories } from "../src/repositories";
import { bulkAudit, bulkCustomers, bulkReservations } from "../src/testing/bulk-data";
import { aClubInput } from "../src/testing/fixtures";
import { apiDir, startDevApi, waitForHealth } from "./api-process";

const port = Number(process.env.BENCH_PORT ?? 4420);
const dbPort = port + 1;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const counts = {
  reservations: Number(process.env.BENCH_RESERVATIONS ?? 200_000),
  customers: Number(process.env.BENCH_CUSTOMERS ?? 50_000),
  audit: Number(process.env.BENCH_AUDIT ?? 200_000),
};
const base = `http://127.0.0.1:${port}/api/v1.0`;
const uri = `mongodb://127.0.0.1:${dbPort}/?directConnection=true`;
const password = "bench-password";

function startDatabase(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [resolve(apiDir, "../embedded-mongo/bin/embedded-mongo.mjs"), "--in-memory", "--port", String(dbPort)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((done, fail) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (/listening on/.test(out)) done(child);
    });
    child.on("exit", (code) => fail(new Error(`the database exited with ${code}: ${out}`)));
  });
}

async function call(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: unknown }).result;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Writes `docs` in batches, as many documents a command as a bulk import would send. */
async function insertAll<T>(
  label: string,
  docs: (start: number, n: number) => T[],
  total: number,
  write: (batch: T[]) => Promise<unknown>,
) {
  const started = performance.now();
  for (let start = 0; start < total; start += 5_000) await write(docs(start, Math.min(5_000, total - start)));
  console.log(`  ${label.padEnd(14)} ${total.toLocaleString("en")} in ${seconds(started)} s`);
}

/** The owner's account, the club (through the API), its tiers, and the bulk documents straight into the database. */
async function load() {
  const client = await MongoClient.connect(uri);
  const db = client.db("golf");
  await prepareDatabase(db, { seedDemo: false });
  const repos = createRepositories(db);
  const now = new Date();
  const owner = {
    _id: new ObjectId(),
    email: "large.club@example.com",
    passwordHash: await hashPassword(password),
    firstName: "Large",
    lastName: "Club",
    kind: "business" as const,
    isAdmin: false,
    country: "South Korea",
    company: null,
    emailVerifiedAt: now,
    status: "active" as const,
    statusLog: [],
    memo: "",
    createdAt: now,
    updatedAt: now,
  };
  await repos.accounts.insert(owner);
  return { client, repos, ownerEmail: owner.email };
}

async function signIn(email: string) {
  const res = await fetch(`${base}/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { result: { signToken: string } }).result.signToken;
}

/** Latencies of `next()` called `requests` times by `connections` clients at once. */
async function measure(title: string, next: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (issued < requests) {
        const i = issued++;
        const t = performance.now();
        await next(i);
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  console.log(
    `${title.padEnd(44)} p50 ${at(0.5).padStart(6)} ms   p99 ${at(0.99).padStart(6)} ms   max ${at(1).padStart(6)} ms   ${(times.length / wall).toFixed(0).padStart(4)} req/s`,
  );
}

export async function largeClub() {
  console.log(`Database: embedded server on port ${dbPort}; API on ${port}`);
  const database = await startDatabase();
  let api: ChildProcess | null = null;
  try {
    const { client, repos, ownerEmail } = await load();
    api = startDevApi(port, { MONGODB_URI: uri });
    await waitForHealth(base, 60);
    const token = await signIn(ownerEmail);
    const { clubId } = (await call("/clubs", token, {
      method: "POST",
      body: JSON.stringify(aClubInput({ name: "Large Club", country: "KR", timeZone: "Asia/Seoul" })),
    })) as { clubId: string };
    const tierIds: ObjectId[] = [];
    for (const name of ["Gold", "Silver", "Bronze"]) {
      const tier = (await call(`/clubs/${clubId}/membership-tiers`, token, {
        method: "POST",
        body: JSON.stringify({
          name,
          priceCents: 100_000,
          period: "year",
          discountRatePercent: 10,
          discountTarget: "greenFee",
          benefit: "",
          note: "",
          status: "active",
        }),
      })) as { tierId: string };
      tierIds.push(new ObjectId(tier.tierId));
    }
    const club = new ObjectId(clubId);
    const course = new ObjectId();
    const today = todayIn("Asia/Seoul");
    // Two years of bookings, the club's today in the middle, about 274 a day.
    const perDay = Math.ceil(counts.reservations / 730);
    const firstDate = addDays(today, -365);
    console.log("Loading one club:");
    await insertAll(
      "reservations",
      (start, n) => bulkReservations(club, course, n, { firstDate, perDay, start, dayStart: start }),
      counts.reservations,
      (batch) => repos.reservations.collection.insertMany(batch),
    );
    await insertAll(
      "customers",
      (start, n) => bulkCustomers(club, tierIds, n, start),
      counts.customers,
      (batch) => repos.customers.insertEach(batch),
    );
    const since = new Date(Date.now() - counts.audit * 60_000);
    await insertAll(
      "audit lines",
      (start, n) => bulkAudit(club, n, new Date(since.getTime() + start * 60_000)),
      counts.audit,
      (batch) => repos.audit.collection.insertMany(batch),
    );
    await client.close();

    const warm = performance.now();
    await call(`/clubs/${clubId}/audit`, token);
    await call(`/clubs/${clubId}/reservations`, token);
    await call(`/clubs/${clubId}/reservations/customers?q=kim`, token);
    console.log(`First reads (the database orders its index entries once): ${seconds(warm)} s`);
    console.log(`${connections} clients at once, ${requests} requests a line:`);

    type Page = { nextCursor: string | null };
    /** Page after page: each client follows its own chain of cursors, starting over at the end. */
    const chained = (path: (cursor: string | null) => string) => {
      const cursors = new Map<number, string | null>();
      return async (i: number) => {
        const chain = i % connections;
        const page = (await call(path(cursors.get(chain) ?? null), token)) as Page;
        cursors.set(chain, page.nextCursor);
      };
    };
    const after = (cursor: string | null) => (cursor ? `&cursor=${cursor}` : "");
    await measure("audit: first page", () => call(`/clubs/${clubId}/audit?pageSize=9`, token));
    await measure(
      "audit: page after page (cursor)",
      chained((c) => `/clubs/${clubId}/audit?pageSize=9${after(c)}`),
    );
    await measure("reservations: first page, default window", () =>
      call(`/clubs/${clubId}/reservations`, token),
    );
    await measure(
      "reservations: page after page (cursor)",
      chained((c) => `/clubs/${clubId}/reservations?page=2${after(c)}`),
    );
    await measure("reservations: page 50 by number", () =>
      call(`/clubs/${clubId}/reservations?page=50`, token),
    );
    await measure("reservations: search 'kim' in the window", () =>
      call(`/clubs/${clubId}/reservations?q=kim`, token),
    );
    const typed = ["k", "ki", "kim", "nguy", "tr", "lê", "smi", "0101", "010000123", "4567", "min", "park s"];
    await measure("customer search (desk type-ahead)", (i) =>
      call(
        `/clubs/${clubId}/reservations/customers?q=${encodeURIComponent(typed[i % typed.length] ?? "k")}`,
        token,
      ),
    );
  } finally {
    api?.kill("SIGTERM");
    database.kill("SIGTERM");
  }
}
