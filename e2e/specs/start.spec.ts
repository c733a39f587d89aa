import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { remotes } from "../../scripts/rspack/apps.mjs";
import { ports } from "../support/ports";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Ports nobody listens on right now, from the system. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve) => {
          const server = createServer();
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const found = servers.map((server) => {
    const address = server.address();
    return typeof address === "object" && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return found;
}

function envFor(list: number[], marker: string): NodeJS.ProcessEnv {
  const [shell, api, ...remotePorts] = list.map(String);
  return {
    ...process.env,
    SHELL_PORT: shell,
    ...Object.fromEntries(remotes.map((remote, i) => [remote.portEnv, remotePorts[i]])),
    API_PORT: api,
    EMBEDDED_MONGO_IN_MEMORY: "1",
    // Every process `npm start` creates inherits this: how the test finds any that outlived it.
    START_SPEC_MARKER: marker,
  };
}

function start(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [join(root, "scripts/start.mjs"), "--skip-build"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, like a terminal's foreground job: Ctrl-C is a SIGINT to the whole group.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Processes (other than this one) whose environment holds the marker. */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, "utf8").includes(`START_SPEC_MARKER=${marker}`))
        found.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

const killGroup = (child: ChildProcess) => {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
};

test("npm start names a port that is taken and the variable that moves it", async () => {
  const list = await freePorts(2 + remotes.length);
  // The end-to-end deployment's shell already listens here.
  list[0] = ports.shell;
  const run = start(envFor(list, `taken-${process.pid}`));
  try {
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(`port ${ports.shell} (shell) is already in use`);
    expect(run.output()).toContain("set SHELL_PORT");
  } finally {
    killGroup(run.child);
  }
});

test("npm start: a banner lists every origin, and Ctrl-C stops every process it started", async () => {
  // biome-ignore lint/suspicious/noSkippedTests: a platform precondition (Linux /proc), not a disabled test
  test.skip(!existsSync("/proc/self/environ"), "finds leftover processes through /proc");
  test.setTimeout(120_000);
  const list = await freePorts(2 + remotes.length);
  const marker = `sigint-${process.pid}-${Date.now()}`;
  const run = start(envFor(list, marker));
  try {
    await expect
      .poll(run.output, { timeout: 90_000 })
      .toContain("Golf back-office is running (Ctrl-C stops everything)");
    const [shellPort, apiPort, ...remotePorts] = list;
    for (const port of [shellPort, ...remotePorts])
      expect(run.output()).toContain(`http://localhost:${port}`);
    expect(run.output()).toContain(`http://127.0.0.1:${apiPort}/api/v1.0`);
    // The shell, every remote and the API answer.
    for (const port of list) {
      const path = port === apiPort ? "/api/v1.0/health" : "/";
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, `port ${port}`).toBeLessThan(500);
    }
    expect(processesWith(marker).length).toBeGreaterThan(1);

    if (run.child.pid) process.kill(-run.child.pid, "SIGINT");
    expect(await run.exited).toBe(0);
    await expect.poll(() => processesWith(marker), { timeout: 10_000 }).toEqual([]);
    for (const port of list) {
      await expect(fetch(`http://127.0.0.1:${port}/`), `port ${port} closed`).rejects.toThrow();
    }
  } finally {
    killGroup(run.child);
  }
});
