/**
 * Throughput and latency of the hottest calls, against the API as `npm start -w api` runs it (in-memory embedded
 * database with the demo data, request logging off): `npm run bench -w api`. Prints req/s, p50, p99 and CPU per
 * request of `GET /users` and of the desk's list calls (`demo-calls.ts`), and right after `GET /users` the same
 * of the baseline (`baseline-server.ts`: a bare Hono handler doing the same reads); then each CPU budget and the
 * baseline share (`budgets.ts`), then sign-in, then what each call costs in round trips to the database
 * (`request-costs.ts`; `-- costs` prints only that, `-- no-costs` leaves it out).
 * Env: BENCH_PORT (4400; the baseline takes the next port), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ONLY
 * (only the calls whose title holds it; no sign-in run), API_PROCESSES (passed on to the API).
 *
 * `npm run bench -w api -- large-club`: the queries of a club with 200,000 reservations and 50,000 customers
 * instead (`large-club.ts`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";
import { defaultHashCost, hashPassword, verifyPassword } from "../src/lib/password";
import { startDevApi, stopGroup, waitForHealth } from "./api-process";
import { baselineTitle, type Measured, printBudgets, startBaseline } from "./budgets";
import { demoCalls } from "./demo-calls";

const port = Number(process.env.BENCH_PORT ?? 4400);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}/api/v1.0`;

/**
 * The API as `npm start -w api` runs it (`src/dev.ts`: API_PROCESSES processes, one by default, with the embedded
 * database as a server of its own when there are more), in its own process group so the bench stops all of it.
 * TRUST_PROXY lets the sign-in run come from many client addresses, as it would behind the shell's proxy.
 */
const startApi = () =>
  startDevApi(port, { EMBEDDED_MONGO_IN_MEMORY: "1", TRUST_PROXY: "1" }, { detached: true });

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

/** The API process group whose CPU time `run` reports (set once it is started). */
let apiGroup: number | undefined;

/**
 * CPU milliseconds a process group (the API's processes, its database server included) has used so far, read from
 * /proc (Linux); undefined elsewhere. Unlike latency on a shared machine, CPU per request hardly depends on what
 * else runs.
 */
function groupCpuMs(group = apiGroup): number | undefined {
  if (!group) return undefined;
  try {
    let ticks = 0;
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        continue; // Gone meanwhile.
      }
      // Fields after the command name (which may hold spaces): state ppid pgrp … utime (14th) stime (15th).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10; // USER_HZ is 100 on Linux.
  } catch {
    return undefined;
  }
}

async function run(title: string, options: autocannon.Options, group = apiGroup): Promise<Measured> {
  const cpuBefore = groupCpuMs(group);
  const result = await autocannon({ connections, duration: seconds, ...options });
  const cpuAfter = groupCpuMs(group);
  const failures = result.non2xx + result.errors + result.timeouts;
  const cpuMs =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total
      ? (cpuAfter - cpuBefore) / result.requests.total
      : undefined;
  const cpu = cpuMs === undefined ? "" : `   ${cpuMs.toFixed(2)} CPU ms/request`;
  console.log(
    `${title.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ${result.requests.total} requests, ${failures} failed${cpu}`,
  );
  return { title, reqPerSec: result.requests.average, p99: result.latency.p99, cpuMs, failures };
}

/**
 * Sign-ins are throttled per account and per client address, counting the attempts in flight (5 and 30), so the
 * run signs in many users from many addresses, as a busy morning would, instead of one user 50 times at once.
 */
const users = 25;
const password = "bench-password";
async function signUpUsers() {
  const emails = Array.from({ length: users }, (_, i) => `bench${i}@example.com`);
  for (let i = 0; i < emails.length; i += 5) {
    await Promise.all(
      emails.slice(i, i + 5).map(async (email, j) => {
        // Sign-ups are throttled per address too (20 an hour): each user comes from an address of its own.
        const res = await fetch(`${base}/sign-up/employee`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.250.0.${i + j + 1}` },
          body: JSON.stringify({
            firstName: "Bench",
            lastName: "User",
            email,
            password,
            passwordConfirm: password,
            country: "Vietnam",
          }),
        });
        if (res.status !== 201) throw new Error(`sign-up of ${email}: ${res.status} ${await res.text()}`);
      }),
    );
  }
  return emails;
}

/** One password check, alone: the floor under every sign-in's latency. */
async function hashCost() {
  const stored = await hashPassword("golf-demo-2026");
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    await verifyPassword("golf-demo-2026", stored);
    times.push(performance.now() - started);
  }
  const median = times.sort((a, b) => a - b)[4] ?? 0;
  const { N, r, p } = defaultHashCost;
  console.log(`scrypt N=${N} r=${r} p=${p}: one verification takes ${median.toFixed(0)} ms (median of 9)`);
}

/** A user's bearer token. */
async function signIn(email: string, pass = "golf-demo-2026") {
  const res = await fetch(`${base}/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: pass }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: { signToken: string } }).result.signToken;
}

/**
 * The calls a day at the desk repeats most, each as the demo owner would make it on the club with bookings; the
 * baseline right after `GET /users`, so both meet the machine in the same state.
 */
async function listCalls(baseline: Awaited<ReturnType<typeof startBaseline>> | undefined) {
  const get = async (path: string, token: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.json() };
  };
  const only = process.env.BENCH_ONLY;
  const calls = (await demoCalls(get, signIn)).filter((call) => !only || call.title.includes(only));
  console.log(
    `${connections} connections, ${seconds} s each, API_PROCESSES=${process.env.API_PROCESSES || "1"} of ${availableParallelism()} cores; load average ${loadAverage()}`,
  );
  const measured: Measured[] = [];
  for (const call of calls) {
    measured.push(
      await run(call.title, {
        url: `${base}${call.path}`,
        headers: { authorization: `Bearer ${call.token}` },
      }),
    );
    if (call.title === "GET /users" && baseline) {
      const { url, token, group } = baseline;
      measured.push(await run(baselineTitle, { url, headers: { authorization: `Bearer ${token}` } }, group));
    }
  }
  printBudgets(measured);
}

async function signInCalls() {
  const emails = await signUpUsers();
  let sent = 0;
  // Each sign-in pays one scrypt hash (16 MiB, a few hundred ms of CPU), so queues grow long at 50 connections;
  // the longer time-out measures that wait instead of counting it as failure.
  await run(`POST /sign-in (${users} users)`, {
    timeout: 60,
    url: `${base}/sign-in`,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          sent++;
          return {
            ...request,
            headers: {
              ...request.headers,
              "x-forwarded-for": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            },
            body: JSON.stringify({ email: emails[sent % emails.length], password }),
          };
        },
      },
    ],
  });
}

async function accountCalls() {
  await hashCost();
  const api = startApi();
  apiGroup = api.pid;
  const only = process.env.BENCH_ONLY;
  const baseline = !only || "GET /users".includes(only) ? startBaseline(port + 1) : undefined;
  try {
    await waitForHealth(base);
    await baseline?.ready;
    await listCalls(baseline);
    if (!only) await signInCalls();
  } finally {
    stopGroup(api);
    if (baseline) stopGroup(baseline.child);
  }
}

const mode = process.argv[2];
if (mode === "large-club") await (await import("./large-club")).largeClub();
else if (mode === "costs") await (await import("./request-costs")).requestCosts();
else {
  await accountCalls();
  if (mode !== "no-costs") await (await import("./request-costs")).requestCosts();
}
