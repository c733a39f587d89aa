/**
 * The API's budgets of CPU per request (issue 39: API and database processes together, as `bench.ts` reads them,
 * on the demo data), the baseline beside `GET /users` (`baseline-server.ts`), and the lines `bench.ts` prints
 * for them: each budget, pass or fail, and `GET /users` throughput as a share of the baseline's (goal ≥ 50 %).
 */

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { apiDir } from "./api-process";

export interface Measured {
  title: string;
  reqPerSec: number;
  p99: number;
  cpuMs: number | undefined;
  failures: number;
}

export const baselineTitle = "baseline: bare Hono, same reads";

/** CPU ms per request allowed, by the start of the owner's call's title (the employee's calls have none). */
const budgets: [string, number][] = [
  ["GET /users", 0.8],
  ["staff list", 2],
  ["customers, first page", 3],
  ["reservations of ", 3],
  ["tee sheet of ", 3],
];
const shareGoal = 0.5;

/** The baseline server on `port`, in its own process group, with a session of its own for the demo owner. */
export function startBaseline(port: number) {
  const token = randomBytes(24).toString("base64url");
  const child = spawn(resolve(apiDir, "../node_modules/.bin/tsx"), ["bench/baseline-server.ts"], {
    cwd: apiDir,
    detached: true,
    env: { ...process.env, BASELINE_PORT: String(port), BASELINE_TOKEN: token },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/users`;
  const ready = (async () => {
    for (let i = 0; i < 240; i++) {
      const ok = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the baseline did not answer on ${url}`);
  })();
  return { child, group: child.pid, token, url, ready };
}

const verdict = (ok: boolean) => (ok ? "pass" : "FAIL");

export function printBudgets(measured: Measured[]) {
  console.log("");
  for (const [start, budget] of budgets) {
    const call = measured.find((m) => m.title.startsWith(start) && !m.title.includes("as employee"));
    if (!call || call.cpuMs === undefined) continue;
    console.log(
      `CPU budget ${start.trim().padEnd(22)} ≤ ${budget.toFixed(1)} ms/request: ${call.cpuMs.toFixed(2)} ms   ${verdict(call.cpuMs <= budget)}`,
    );
  }
  const users = measured.find((m) => m.title === "GET /users");
  const baseline = measured.find((m) => m.title === baselineTitle);
  if (!users || !baseline) return;
  const share = users.reqPerSec / baseline.reqPerSec;
  console.log(
    `GET /users throughput ${users.reqPerSec.toFixed(0)} req/s = ${(share * 100).toFixed(0)} % of the baseline's ${baseline.reqPerSec.toFixed(0)} (goal ≥ ${shareGoal * 100} %)   ${verdict(share >= shareGoal)}`,
  );
  console.log(
    `p99 at the bench's connections: GET /users ${users.p99} ms, baseline ${baseline.p99} ms; CPU per request ${users.cpuMs?.toFixed(2) ?? "?"} ms against ${baseline.cpuMs?.toFixed(2) ?? "?"} ms`,
  );
}
