import { MongoClient } from "mongodb";
import { basePath, createApp } from "./app";
import { createReadiness } from "./lib/readiness";
import { type Harness, startHarness } from "./testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const appOn = (client: MongoClient, isProduction: boolean, log: (line: string) => void = () => undefined) =>
  createApp({
    db: client.db("unused"),
    appOrigin: "http://localhost:3000",
    corsOrigins: ["http://localhost:3000"],
    isProduction,
    logRequests: true,
    log,
  });

test("the dev outbox is not mounted in production", async () => {
  const production = appOn(h.db.client as MongoClient, true);
  expect((await production.request(`${basePath}/dev/outbox`)).status).toBe(404);
  const openapi = (await (await production.request(`${basePath}/openapi.json`)).json()) as { paths: object };
  expect(Object.keys(openapi.paths)).not.toContain("/dev/outbox");
});

test("the dev outbox answers only a loopback socket: not another machine, not a forwarded request", async () => {
  await h.insertAccount({ email: "owner@example.com" });
  await h.call("POST", "/password-reset", { body: { email: "owner@example.com" } });
  const local = await h.call("GET", "/dev/outbox?to=owner%40example.com", { address: "127.0.0.1" });
  expect(local.status).toBe(200);
  expect(local.body.result.list[0].link).toContain("/resetpw?token=");
  expect((await h.call("GET", "/dev/outbox", { address: "::1" })).status).toBe(200);
  for (const address of ["192.168.1.20", "203.0.113.9", "2001:db8::1"]) {
    const res = await h.call("GET", "/dev/outbox?to=owner%40example.com", { address });
    expect([address, res.status, JSON.stringify(res.body)]).toEqual([
      address,
      404,
      JSON.stringify({ message: "Not found.", code: "not_found" }),
    ]);
  }
  // Through a proxy on this machine: the socket is loopback, but the caller is somewhere else.
  const proxied = await h.call("GET", "/dev/outbox", {
    address: "127.0.0.1",
    headers: { "x-forwarded-for": "127.0.0.1" },
  });
  expect(proxied.status).toBe(404);
});

test("an unexpected failure answers 500 without internals and logs it with the request id", async () => {
  const lines: string[] = [];
  // A client that never connected fails every query, like a database outage.
  const broken = new MongoClient("mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=200");
  const app = appOn(broken, false, (line) => lines.push(line));
  const res = await app.request(`${basePath}/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "vi" },
    body: JSON.stringify({ email: "owner@example.com", password: "golf-demo-2026" }),
  });
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual({ code: "internal_error", message: "Đã xảy ra lỗi. Vui lòng thử lại." });
  const requestId = res.headers.get("x-request-id");
  const records = lines.map((line) => JSON.parse(line));
  expect(records).toEqual([
    expect.objectContaining({
      level: "error",
      reqId: requestId,
      path: `${basePath}/sign-in`,
      err: expect.objectContaining({ stack: expect.stringMatching(/^Mongo\w+Error/) }),
    }),
    expect.objectContaining({ level: "info", reqId: requestId, method: "POST", status: 500 }),
  ]);
  await broken.close();
});

test("the API makes its own request id; a client's X-Request-Id is logged beside it, never used as it", async () => {
  const lines: string[] = [];
  const app = appOn(h.db.client as MongoClient, false, (line) => lines.push(line));
  const ids = new Set<string>();
  for (const claimed of ["trace-42", "trace-42", 'bad id; with spaces and a quote"']) {
    const res = await app.request(`${basePath}/users`, { headers: { "x-request-id": claimed } });
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    ids.add(id);
  }
  expect(ids.size).toBe(3);
  const [first, second, third] = [...ids];
  const record = (reqId: string | undefined, clientReqId: string) => ({
    level: "info",
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    pid: process.pid,
    hostname: expect.any(String),
    reqId,
    clientReqId,
    method: "GET",
    path: `${basePath}/users`,
    status: 401,
    ms: expect.any(Number),
    msg: `GET ${basePath}/users 401`,
  });
  expect(lines.map((line) => JSON.parse(line))).toEqual([
    record(first, "trace-42"),
    record(second, "trace-42"),
    record(third, "(malformed)"),
  ]);
});

test("the docs UI is off in production unless API_DOCS asks for it; the OpenAPI document stays", async () => {
  const client = h.db.client as MongoClient;
  const production = appOn(client, true);
  expect((await production.request(`${basePath}/docs`)).status).toBe(404);
  expect((await production.request(`${basePath}/openapi.json`)).status).toBe(200);
  const asked = createApp({
    db: client.db("unused"),
    appOrigin: "http://localhost:3000",
    corsOrigins: ["http://localhost:3000"],
    isProduction: true,
    apiDocs: true,
    log: () => undefined,
  });
  expect((await asked.request(`${basePath}/docs`)).status).toBe(200);
  expect((await appOn(client, false).request(`${basePath}/docs`)).status).toBe(200);
});

test("answered health probes stay out of the request log; a failed one is logged", async () => {
  const lines: string[] = [];
  const readiness = createReadiness(h.db, 1_000);
  const app = createApp({
    db: h.db,
    appOrigin: "http://localhost:3000",
    corsOrigins: ["http://localhost:3000"],
    isProduction: true,
    readiness,
    log: (line) => lines.push(line),
  });
  expect((await app.request(`${basePath}/health`)).status).toBe(200);
  expect((await app.request(`${basePath}/health/ready`)).status).toBe(200);
  expect(lines).toEqual([]);
  readiness.stop();
  expect((await app.request(`${basePath}/health/ready`)).status).toBe(503);
  expect(lines.map((line) => JSON.parse(line))).toEqual([
    expect.objectContaining({ path: `${basePath}/health/ready`, status: 503 }),
  ]);
});
