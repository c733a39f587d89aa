/**
 * Throughput of the two hottest account calls, against a production-like API process (in-memory
 * embedded database, request logging off): `npm run bench -w api`.
 * Env: BENCH_PORT (4400), BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
 *
 * `npm run bench -w api -- large-club`: the queries of a club with 200,000 reservations and 50,000 customers
 * instead (`large-club.ts`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { defaultHashCost, hashPassword, verifyPassword } from "../src/lib/password";

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 4400);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}/api/v1.0`;
const credentials = JSON.stringify({ email: "owner@example.com", password: "golf-demo-2026" });

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

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ${result.requests.total} requests, ${failures} failed`,
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
      emails.slice(i, i + 5).map(async (email) => {
        const res = await fetch(`${base}/sign-up/employee`, {
          method: "POST",
          headers: { "content-type": "application/json" },
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

async function accountCalls() {
  await hashCost();
  const api = startApi();
  try {
    await waitForHealth();
    const signIn = await fetch(`${base}/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: credentials,
    });
    const { result } = (await signIn.json()) as { result: { signToken: string } };
    console.log(`${connections} connections, ${seconds} s each`);
    await run("GET /users (valid token)", {
      url: `${base}/users`,
      headers: { authorization: `Bearer ${result.signToken}` },
    });
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
  } finally {
    api.kill("SIGTERM");
  }
}

if (process.argv[2] === "large-club") await (await import("./large-club")).largeClub();
else await accountCalls();
