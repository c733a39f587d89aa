/**
 * Throughput of the two hottest account calls, against a production-like API process (in-memory
 * embedded database, request logging off): `npm run bench -w api`.
 * Env: BENCH_PORT (4400), BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
 *
 * `npm run bench -w api -- large-club`: the queries of a club with 200,000 reservations and 50,000 customers
 * instead (`large-club.ts`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { defaultHashCost, hashPassword, verifyPassword } from "../src/lib/password";
import { demoCalls } from "./demo-calls";

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 4400);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}/api/v1.0`;

function startApi(): ChildProcess {
  return spawn(resolve(apiDir, "../node_modules/.bin/tsx"), ["src/dev.ts"], {
    cwd: apiDir,
    // TRUST_PROXY lets the sign-in run come from many client addresses, as it would behind the shell's proxy.
    env: {
      ...process.env,
      API_PORT: String(port),
      EMBEDDED_MONGO_IN_MEMORY: "1",
      LOG_REQUESTS: "0",
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not answer on ${base}/health`);
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ${result.requests.total} requests, ${failures} failed`,
  );
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

/** The calls a day at the desk repeats most, each as the demo owner would make it on the club with bookings. */
async function listCalls() {
  const get = async (path: string, token: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.json() };
  };
  const calls = await demoCalls(get, signIn);
  console.log(`${connections} connections, ${seconds} s each; load average ${loadAverage()}`);
  for (const call of calls)
    await run(call.title, { url: `${base}${call.path}`, headers: { authorization: `Bearer ${call.token}` } });
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
  try {
    await waitForHealth();
    await listCalls();
    await signInCalls();
  } finally {
    api.kill("SIGTERM");
  }
}

const mode = process.argv[2];
if (mode === "large-club") await (await import("./large-club")).largeClub();
else if (mode === "costs") await (await import("./request-costs")).requestCosts();
else {
  await accountCalls();
  if (mode !== "no-costs") await (await import("./request-costs")).requestCosts();
}
