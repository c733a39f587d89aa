import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deploymentEnv, origin, ports } from "./support/ports";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

async function waitFor(url: string, timeoutMs: number, server: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Builds the front-ends once in production mode, then starts the whole platform (every app on its own origin,
 * the API on a fresh in-memory database) the way `npm start` does. Returns the teardown.
 */
export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== "1") {
    const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], {
      cwd: root,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("The production build failed");
  }
  const server = spawn(process.execPath, [join(root, "scripts/start.mjs"), "--skip-build"], {
    cwd: root,
    env: { ...process.env, ...deploymentEnv() },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  try {
    await waitFor(`${origin("shell")}/remotes.json`, 30_000, server);
    await waitFor(`http://127.0.0.1:${ports.api}/api/v1.0/health`, 60_000, server);
  } catch (error) {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    throw error;
  }
  return async () => {
    if (!server.pid || server.exitCode !== null) return;
    const stopped = new Promise((resolve) => server.once("exit", resolve));
    process.kill(server.pid, "SIGTERM");
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // The whole group is already gone.
    }
  };
}
