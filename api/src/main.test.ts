/**
 * The API as a process: it starts on an in-memory database, answers, and on SIGTERM lets the request in flight
 * finish before it exits 0; a port already taken stops the start with a plain message.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { resolve } from "node:path";

const apiDir = resolve(__dirname, "..");
const tsx = resolve(apiDir, "../node_modules/.bin/tsx");

function startApi(env: Record<string, string>) {
  const child = spawn(tsx, ["src/main.ts"], {
    cwd: apiDir,
    env: { ...process.env, EMBEDDED_MONGO_IN_MEMORY: "1", LOG_REQUESTS: "0", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

async function waitFor(read: () => string, pattern: RegExp, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = read().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output:\n${read()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let running: ChildProcess | undefined;
afterEach(() => {
  if (running?.exitCode === null) running.kill("SIGKILL");
});

test("starts, answers, and on SIGTERM finishes the request in flight before exiting 0", async () => {
  const api = startApi({ API_PORT: "0" });
  running = api.child;
  const [, base] = await waitFor(api.output, /API listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1\.0)/);
  expect(api.output()).toContain("owner@example.com");
  expect(await (await fetch(`${base}/health`)).json()).toEqual({ result: { status: "ok" } });

  // A sign-in whose body is still arriving when the signal comes: the server holds a request in progress.
  const body = JSON.stringify({ email: "owner@example.com", password: "golf-demo-2026" });
  const request = http.request(`${base}/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answered = once(request, "response").then(async ([res]) => {
    let text = "";
    const response = res as http.IncomingMessage;
    for await (const chunk of response) text += chunk;
    return { status: response.statusCode, body: JSON.parse(text) };
  });
  request.write(body.slice(0, 10));
  await sleep(500);
  api.child.kill("SIGTERM");
  await waitFor(api.output, /API stopping \(SIGTERM\)/);
  await sleep(300);
  request.end(body.slice(10));
  const res = await answered;
  expect(res.status).toBe(200);
  expect(res.body.result.signToken).toEqual(expect.any(String));
  expect(await api.exited).toBe(0);
}, 90_000);

test("a port already in use stops the start with a plain message and exit code 1", async () => {
  const blocker = createServer().listen(0, "127.0.0.1");
  await once(blocker, "listening");
  const { port } = blocker.address() as AddressInfo;
  try {
    const api = startApi({ API_PORT: String(port) });
    running = api.child;
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain(`API could not start: port ${port} is already in use`);
  } finally {
    blocker.close();
  }
}, 90_000);

test("a bad setting stops the start with a message naming it", async () => {
  const api = startApi({ API_PORT: "eighty" });
  running = api.child;
  expect(await api.exited).toBe(1);
  expect(api.output()).toMatch(/Invalid API configuration:\n {2}API_PORT: /);
}, 60_000);
