/** What the API benchmarks share: the API started as `npm start -w api` runs it, its health wait and a JSON call. */
import { type ChildProcess, spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** `src/dev.ts` on `port` with request logging off and `env` added (the database, proxies, processes). */
export function startDevApi(port: number, env: Record<string, string>, options: { detached?: boolean } = {}) {
  return spawn(resolve(apiDir, "../node_modules/.bin/tsx"), ["src/dev.ts"], {
    cwd: apiDir,
    detached: options.detached ?? false,
    env: { ...process.env, API_PORT: String(port), LOG_REQUESTS: "0", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Stops a process started `detached` and every process of its group (API processes and their database). */
export function stopGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** Waits until `base`/health answers, up to `seconds`. */
export async function waitForHealth(base: string, seconds = 30) {
  for (let i = 0; i < seconds * 4; i++) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not answer on ${base}/health`);
}

/** A JSON call as `token`'s caller (none when null); its `result`, or an error naming the call and the answer. */
export async function callApi(
  base: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { result: Record<string, unknown> };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.result;
}
