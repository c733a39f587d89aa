/**
 * `npm start -w api` with several API processes: they share one port and one database (the embedded server as a
 * process of its own), and a SIGTERM stops all of them and the database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { resolve } from "node:path";
import { apiProcessCount } from "./dev-processes";
import { waitFor } from "./testing/api-process";

describe("API_PROCESSES", () => {
  it("defaults to one", () => {
    expect(apiProcessCount({})).toBe(1);
    expect(apiProcessCount({ API_PROCESSES: "" })).toBe(1);
  });

  it("takes a whole number from 1", () => {
    expect(apiProcessCount({ API_PROCESSES: "1" })).toBe(1);
    expect(apiProcessCount({ API_PROCESSES: "3" })).toBe(3);
  });

  it.each(["0", "-2", "1.5", "two"])("refuses %s with a line that names the variable", (value) => {
    expect(() => apiProcessCount({ API_PROCESSES: value })).toThrow(
      `API_PROCESSES must be a whole number from 1 (got "${value}")`,
    );
  });
});

const apiDir = resolve(__dirname, "..");
let group: ChildProcess | undefined;
afterEach(() => {
  // The whole process group (tsx, the primary, its API processes, the database), whatever the test left.
  if (group?.pid && group.exitCode === null) process.kill(-group.pid, "SIGKILL");
});

/** A POST on a connection of its own, so the cluster hands each request to the next process. */
function postAlone(url: string, body: unknown) {
  const text = JSON.stringify(body);
  return new Promise<number | undefined>((done, fail) => {
    const request = http.request(url, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(text) },
    });
    request.once("response", (res) => {
      res.resume();
      done(res.statusCode);
    });
    request.once("error", fail);
    request.end(text);
  });
}

test("two API processes answer on one port from one database, and a SIGTERM stops them all", async () => {
  const child = spawn(resolve(apiDir, "../node_modules/.bin/tsx"), ["src/dev.ts"], {
    cwd: apiDir,
    detached: true,
    env: {
      ...process.env,
      API_PROCESSES: "2",
      API_PORT: "0",
      EMBEDDED_MONGO_IN_MEMORY: "1",
      LOG_REQUESTS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  group = child;
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(child, "exit");
  await waitFor(() => output, /embedded MongoDB server at mongodb:\/\/127\.0\.0\.1:\d+.*2 API processes/);
  await waitFor(() => output, /API listening on[\s\S]*API listening on/);
  const [, base] = output.match(/API listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1\.0)/) ?? [];
  expect(new Set(output.match(/API listening on http:\/\/\S+/g))).toEqual(
    new Set([`API listening on ${base}`]),
  );

  // The same sign-up three times, each on a new connection: whichever process answers, the one database has it.
  const signUp = {
    firstName: "Two",
    lastName: "Processes",
    email: "two-processes@example.com",
    password: "a-long-password-1",
    passwordConfirm: "a-long-password-1",
    country: "Vietnam",
  };
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push(await postAlone(`${base}/sign-up/employee`, signUp));
  expect(statuses).toEqual([201, 409, 409]);

  if (child.pid) process.kill(-child.pid, "SIGTERM");
  await exited;
  // Nothing of the group is left: the database server stopped with the API processes.
  await waitFor(
    () => {
      try {
        if (child.pid) process.kill(-child.pid, 0);
        return "";
      } catch {
        return "gone";
      }
    },
    /gone/,
    15_000,
  );
}, 120_000);
