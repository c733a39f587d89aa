/**
 * The API as a process: it starts on an in-memory database, answers, and on SIGTERM turns unready at once, then
 * stops taking connections and lets the request in flight finish before it exits 0; a port already taken, a bad setting, or a production setup that
 * lacks its database, its mail server or its schema stops the start with one plain line.
 */
import { once } from "node:events";
import http from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { startEmbeddedMongo } from "embedded-mongo";
import { MongoClient } from "mongodb";
import { type ApiProcess, type RunningApi, startApi, waitFor } from "./testing/api-process";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const development = { EMBEDDED_MONGO_IN_MEMORY: "1", NODE_ENV: "test", SEED_DEMO: "1" };

let running: ApiProcess | undefined;
afterEach(() => running?.kill());

/** Whether a new connection to the API is refused (its listening socket closed). */
const refusesConnections = (base: string) =>
  fetch(`${base}/health`).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === "ECONNREFUSED",
  );

test("starts, answers, and on SIGTERM turns unready at once, then refuses new connections, answers the request still in flight and exits 0", async () => {
  const delay = 1000;
  const api = startApi({ ...development, API_PORT: "0", SHUTDOWN_DELAY_MS: String(delay) });
  running = api;
  const base = await api.listening();
  // The demo accounts are printed after the listening line, possibly in a later chunk.
  await waitFor(api.output, /owner@example\.com/, 10_000);
  expect(await (await fetch(`${base}/health`)).json()).toEqual({ result: { status: "ok" } });
  expect(await (await fetch(`${base}/health/ready`)).json()).toEqual({ result: { status: "ready" } });

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
  // Still serving during the delay, but a balancer's readiness probe is told to stop sending.
  const ready = await fetch(`${base}/health/ready`);
  expect([ready.status, await ready.json()]).toEqual([503, expect.objectContaining({ code: "not_ready" })]);
  expect((await fetch(`${base}/health`)).status).toBe(200);
  // Held open past the delay: the server has closed its door while this request is still arriving.
  const closedBy = Date.now() + delay + 10_000;
  while (!(await refusesConnections(base)) && Date.now() < closedBy) await sleep(100);
  expect(await refusesConnections(base)).toBe(true);
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
    const api = startApi({ ...development, API_PORT: String(port) });
    running = api;
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain(`API could not start: port ${port} is already in use`);
  } finally {
    blocker.close();
  }
}, 90_000);

test("a bad setting stops the start with a message naming it", async () => {
  const api = startApi({ ...development, API_PORT: "eighty" });
  running = api;
  expect(await api.exited).toBe(1);
  expect(api.output()).toMatch(/Invalid API configuration:\n {2}API_PORT: /);
}, 60_000);

describe("in production", () => {
  const production = { NODE_ENV: "production", API_PORT: "0", MONGODB_URI: "", SMTP_URL: "", DATA_DIR: "" };

  test.each([
    ["MONGODB_URI", { SMTP_URL: "smtp://127.0.0.1:9" }],
    ["SMTP_URL", { MONGODB_URI: "mongodb://127.0.0.1:9" }],
    ["MONGODB_URI and SMTP_URL", { EMBEDDED_MONGO_IN_MEMORY: "1" }],
  ])(
    "without %s the API exits 1 with one line naming it",
    async (missing, given) => {
      const api = startApi({ ...production, ...given });
      running = api;
      expect(await api.exited).toBe(1);
      expect(api.output().trim()).toBe(
        `API cannot start: ${missing} must be set when NODE_ENV is production`,
      );
    },
    60_000,
  );

  describe("with both set", () => {
    let stopDatabase: () => Promise<void>;
    let client: MongoClient;
    let uri: string;
    beforeAll(async () => {
      const server = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
      uri = server.uri;
      client = await new MongoClient(server.uri, { directConnection: true }).connect();
      stopDatabase = async () => {
        await client.close();
        await server.stop();
      };
    });
    afterAll(() => stopDatabase());
    const env = () => ({
      ...production,
      MONGODB_URI: uri,
      SMTP_URL: "smtp://127.0.0.1:9",
      MONGODB_DB: "prod",
      LOG_REQUESTS: "1",
    });

    test("the API refuses a database the release step has not prepared; after it, no demo account, no outbox, no docs", async () => {
      const refused = startApi(env());
      running = refused;
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toMatch(
        /^API cannot start: the database is behind this release \(migration 1 \(account-review-fields\) not applied; .*\d+ more\): run the release step first \(npm run migrate -w api/,
      );

      const migrate = startApi(env(), "src/migrate.ts");
      running = migrate;
      expect(await migrate.exited).toBe(0);
      expect(migrate.output()).toContain("Database schema up to date: applied migration(s) 1, 2");

      const api: RunningApi = startApi(env());
      running = api;
      const base = await api.listening();
      expect(await client.db("prod").collection("accounts").countDocuments()).toBe(0);
      const signIn = await fetch(`${base}/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@example.com", password: "golf-demo-2026" }),
      });
      expect(signIn.status).toBe(401);
      expect((await fetch(`${base}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${base}/docs`)).status).toBe(404);
      expect((await fetch(`${base}/openapi.json`)).status).toBe(200);
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);
      // Request lines are JSON records carrying the request id the answer names.
      const id = signIn.headers.get("x-request-id");
      const line = api
        .output()
        .split("\n")
        .find((text) => text.includes(`"reqId":"${id}"`));
      expect(JSON.parse(line ?? "{}")).toMatchObject({
        level: "info",
        method: "POST",
        path: "/api/v1.0/sign-in",
        status: 401,
      });
      api.child.kill("SIGTERM");
      expect(await api.exited).toBe(0);
    }, 120_000);
  });
});
