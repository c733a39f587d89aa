/**
 * The API as a child process, for the tests about the process itself (start, refusals, signals, the built
 * artefact): TypeScript entries run through tsx, built `.js` entries through plain node.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";

const apiDir = resolve(__dirname, "../..");
const tsx = resolve(apiDir, "../node_modules/.bin/tsx");

export async function waitFor(read: () => string, pattern: RegExp, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = read().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output:\n${read()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ApiProcess {
  child: ChildProcess;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The API's base URL once it says it listens. */
  listening(): Promise<string>;
  /** SIGKILL, if still running. */
  kill(): void;
}
export type RunningApi = ApiProcess;

/** Starts `entry` (relative to the api folder, or absolute) with `env` over this process's environment. */
export function startApi(env: Record<string, string>, entry = "src/main.ts"): ApiProcess {
  const compiled = entry.endsWith(".js");
  const child = spawn(
    compiled ? process.execPath : tsx,
    compiled ? ["--enable-source-maps", entry] : [entry],
    {
      cwd: apiDir,
      env: { ...process.env, LOG_REQUESTS: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return {
    child,
    exited,
    output: () => output,
    async listening() {
      const [, base] = await waitFor(
        () => output,
        /API listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1\.0)/,
      );
      return base ?? "";
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}
