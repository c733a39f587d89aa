/**
 * How long the API's event loop is kept from other requests by its CPU-heavy calls: `npm run bench:loop -w api`.
 *
 * A probe sends `GET /users` (the cheapest authenticated call: one session read) one after another, with a short
 * pause, and times each answer. It runs while the API is idle, then while it renders a 330-row tee-sheet PDF
 * (the first render after start, then a series), then while it reads a 5,000-row customer CSV (a dry-run import).
 * What a phase adds to the idle probe is the delay any other request would have met. A second idle phase at the end,
 * and the load average printed with the figures, show how much of the tail is the machine's own. Last, with no
 * probe running, the CPU each call takes on the API's request thread (read from /proc, on Linux): the most a call
 * can hold that thread where the API has a core to itself, however busy the machine measuring it is.
 *
 * The database runs in a process of its own (the embedded server's command), so only the API's own work is on
 * the API's loop and only the probe's on this one.
 * Env: BENCH_PORT (4420; the database takes the next port), BENCH_PDFS (40), BENCH_IMPORTS (10), BENCH_NODE_ARGS
 * (options for the API's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { resolve } from "node:path";
import { addDays, todayIn } from "contracts/domains/common/dates";
import { customerCsvColumns } from "contracts/domains/customers/schemas";
import { MongoClient, ObjectId } from "mongodb";
import { hashPassword } from "../src/lib/password";
import type { AccountDoc } from "../src/repositories/accounts-repository";
import { aClubInput, aReservationInput, aScheduleInput, aTierInput } from "../src/testing/fixtures";
import { apiDir, callApi } from "./api-process";

const bin = (name: string) => resolve(apiDir, "../node_modules/.bin", name);
const port = Number(process.env.BENCH_PORT ?? 4420);
const dbPort = port + 1;
const pdfs = Number(process.env.BENCH_PDFS ?? 40);
const imports = Number(process.env.BENCH_IMPORTS ?? 10);
const base = `http://127.0.0.1:${port}/api/v1.0`;
const dbUri = `mongodb://127.0.0.1:${dbPort}/?directConnection=true`;
/** Two weeks ahead in the club's time zone, so the day stays bookable whenever the bench runs. */
const DATE = addDays(todayIn("Asia/Seoul", new Date()), 14);
const password = "bench-password";

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  // Read and dropped, so a full pipe never holds up a child's writes (and with them its event loop).
  child.stdout?.resume();
  return child;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function waitFor(what: string, ready: () => Promise<boolean>) {
  for (let i = 0; i < 240; i++) {
    if (await ready().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} did not come up`);
}

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  callApi(base, method, path, token, body);

/** An owner account written straight into the database, so the run needs no demo data and no mail. */
async function ownerToken() {
  const client = await new MongoClient(dbUri).connect();
  const now = new Date();
  const account: AccountDoc = {
    _id: new ObjectId(),
    email: "bench-owner@example.com",
    passwordHash: await hashPassword(password),
    firstName: "Bench",
    lastName: "Owner",
    kind: "business",
    isAdmin: false,
    country: "Vietnam",
    company: null,
    emailVerifiedAt: now,
    status: "active",
    statusLog: [],
    memo: "",
    createdAt: now,
    updatedAt: now,
  };
  await client
    .db(process.env.MONGODB_DB ?? "golf")
    .collection<AccountDoc>("accounts")
    .insertOne(account);
  await client.close();
  const { signToken } = await call("POST", "/sign-in", null, { email: account.email, password });
  return signToken as string;
}

/** Three courses × 110 tee times (05:00 to 17:43, every 7 minutes) = 330 rows, one booking in every other row. */
async function benchClub(token: string) {
  const { clubId } = (await call(
    "POST",
    "/clubs",
    token,
    aClubInput({
      name: "Bench CC",
      courses: [{ name: "East" }, { name: "West" }, { name: "South" }],
      teeUps: [{ interval: 7, firstTeeUp: "05:00", lastTeeUp: "17:43" }],
    }),
  )) as { clubId: string };
  const club = (await call("GET", `/clubs/${clubId}`, token)) as {
    courses: { courseId: string }[];
    greenFees: { greenFeeId: string }[];
  };
  const feeId = club.greenFees[0]?.greenFeeId ?? "";
  await call(
    "POST",
    `/clubs/${clubId}/schedules`,
    token,
    aScheduleInput(feeId, {
      startDate: DATE,
      endDate: DATE,
      startTime: "05:00",
      endTime: "18:00",
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    }),
  );
  const sheet = (await call("GET", `/clubs/${clubId}/tee-sheet?date=${DATE}`, token)) as {
    courses: { courseId: string; teeTimes: { teeTime: string }[] }[];
  };
  const rows = sheet.courses.flatMap((c) =>
    c.teeTimes.map((t) => ({ courseId: c.courseId, teeTime: t.teeTime })),
  );
  const names = ["김민준", "Nguyễn Văn An", "Park Seo-yeon", "Trần Thị Bình"];
  for (let i = 0; i < rows.length; i += 2) {
    const row = rows[i];
    if (!row) continue;
    await call(
      "POST",
      `/clubs/${clubId}/reservations`,
      token,
      aReservationInput({ date: DATE, ...row }, { name: names[i % names.length], players: 2 }),
    );
  }
  await call("POST", `/clubs/${clubId}/membership-tiers`, token, aTierInput({ name: "Silver" }));
  return { clubId, rows: rows.length };
}

/** 5,000 valid customers in the export's columns. */
function customerCsv() {
  const lines = [customerCsvColumns.join(",")];
  for (let i = 0; i < 5000; i++) {
    lines.push(
      [
        `Customer ${i}`,
        `customer${i}@example.com`,
        `0905${String(i).padStart(6, "0")}`,
        "Silver",
        "",
        "2026-03-01",
        "1980-01-31",
        "yes",
        "",
        "Vietnam",
        "",
        "Plays on Sundays",
        "0",
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

interface Figures {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Times `GET /users` back to back (2 ms apart) until `work` is done. */
async function probeDuring(token: string, work: () => Promise<void>): Promise<Figures> {
  const times: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/users`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET /users: ${res.status}`);
      times.push(performance.now() - started);
      await sleep(2);
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await probe;
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

async function download(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "accept-language": "ko", ...init.headers },
  });
  const bytes = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${Buffer.from(bytes).toString()}`);
  return bytes;
}

/**
 * CPU milliseconds used so far by the API's main thread (whose id is the process id) or by the whole process, from
 * /proc; null where there is none (not Linux).
 */
function cpuMs(pid: number | undefined, of: "thread" | "process"): number | null {
  try {
    const stat = readFileSync(
      of === "thread" ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`,
      "utf8",
    );
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

try {
  const db = start(bin("embedded-mongo"), ["--in-memory", "--port", String(dbPort)]);
  await new Promise<void>((ready, fail) => {
    db.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && ready());
    db.once("exit", (code) => fail(new Error(`database exited (${code})`)));
  });
  // Node with tsx's loader rather than the tsx command, so the API is this child itself and its threads can be read;
  // the development entry, which takes MONGODB_URI as it is and prepares the empty database at start.
  const api = start(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), "--import", "tsx", "src/dev.ts"],
    {
      API_PORT: String(port),
      MONGODB_URI: dbUri,
      LOG_REQUESTS: "0",
      // One API process, the one this bench reads the threads of.
      API_PROCESSES: "1",
    },
  );
  await waitFor(`API on ${base}`, async () => (await fetch(`${base}/health`)).ok);
  const token = await ownerToken();
  const { clubId, rows } = await benchClub(token);
  const pdfPath = `/clubs/${clubId}/reservations/sheet.pdf?date=${DATE}`;
  const csv = customerCsv();
  const form = () => {
    const body = new FormData();
    body.set("file", new File([csv], "customers.csv", { type: "text/csv" }));
    return body;
  };

  let pdfBytes = 0;
  const phases: [string, Figures][] = [];
  phases.push(["idle", await probeDuring(token, () => sleep(3000))]);
  phases.push([
    `first tee-sheet PDF (${rows} rows)`,
    await probeDuring(token, async () => {
      pdfBytes = (await download(pdfPath, token)).byteLength;
    }),
  ]);
  phases.push([
    `tee-sheet PDF ×${pdfs}`,
    await probeDuring(token, async () => {
      for (let i = 0; i < pdfs; i++) await download(pdfPath, token);
    }),
  ]);
  const importOnce = async () => {
    const report = JSON.parse(
      Buffer.from(
        await download(`/clubs/${clubId}/customers/import?dryRun=true`, token, {
          method: "POST",
          body: form(),
        }),
      ).toString(),
    ) as { result: { rows: number; added: number } };
    if (report.result.rows !== 5000 || report.result.added !== 5000) {
      throw new Error(`import read ${report.result.rows} rows, ${report.result.added} to add`);
    }
  };
  phases.push([
    `5,000-row CSV import ×${imports}`,
    await probeDuring(token, async () => {
      for (let i = 0; i < imports; i++) await importOnce();
    }),
  ]);

  phases.push(["idle again", await probeDuring(token, () => sleep(3000))]);

  // CPU taken from the request thread per call, with nothing else running: what a call can hold the loop for
  // where the API has a core of its own, whatever this machine's other load.
  const perCall = async (work: () => Promise<unknown>, times: number) => {
    const thread = cpuMs(api.pid, "thread");
    const whole = cpuMs(api.pid, "process");
    for (let i = 0; i < times; i++) await work();
    const after = [cpuMs(api.pid, "thread"), cpuMs(api.pid, "process")];
    if (thread === null || whole === null || after[0] == null || after[1] == null) return null;
    return { thread: (after[0] - thread) / times, whole: (after[1] - whole) / times };
  };
  const cpu = [
    ["GET /users", await perCall(() => download("/users", token), 200)],
    ["tee-sheet PDF", await perCall(() => download(pdfPath, token), pdfs)],
    ["5,000-row CSV import", await perCall(importOnce, imports)],
  ] as const;

  const idle = phases[0]?.[1] as Figures;
  // The probe's tail is the machine's as much as the API's: a busy machine shows it in both idle phases.
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  console.log(`${availableParallelism()} cores, load average ${load}`);
  console.log(
    `GET /users while the API works (PDF ${(pdfBytes / 1024).toFixed(0)} KB; CSV ${(csv.length / 1024).toFixed(0)} KB)`,
  );
  console.log(`${"phase".padEnd(34)} probes       p50       p99       max   added p99   added max`);
  for (const [name, f] of phases) {
    console.log(
      `${name.padEnd(34)} ${String(f.count).padStart(6)} ${ms(f.p50)} ${ms(f.p99)} ${ms(f.max)}   ${ms(f.p99 - idle.p99)}   ${ms(f.max - idle.p99)}`,
    );
  }
  for (const [name, used] of cpu) {
    if (!used) continue;
    console.log(
      `${name}: ${used.thread.toFixed(1)} ms of CPU on the request thread per call, ${used.whole.toFixed(1)} ms in the whole API`,
    );
  }
} finally {
  for (const child of children.reverse()) child.kill("SIGTERM");
}
