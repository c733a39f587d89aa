import type { ClubInput } from "contracts/domains/clubs/schemas";
import { startEmbeddedMongo } from "embedded-mongo";
import { type Db, MongoClient, ObjectId } from "mongodb";
import { type AppDeps, basePath, createApp } from "../app";
import { prepareDatabase } from "../db/prepare";
import type { HashCost } from "../lib/password";
import { hashPassword } from "../lib/password";
import { LiveHub } from "../live/hub";
import { createRepositories, type Repositories } from "../repositories";
import type { AccountDoc } from "../repositories/accounts-repository";
import { createCpuPool } from "../workers/cpu-pool";
import { aClubInput } from "./fixtures";

/** Cheap hashes keep the suite fast; production cost is exercised by the benchmark. */
export const testHashCost: HashCost = { N: 2 ** 10, r: 8, p: 1 };
export const demoPassword = "golf-demo-2026";

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the endpoint under test answers
type Json = any;

export interface CallOptions {
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`; bytes go without a content type unless one is given. */
  raw?: string | FormData | Uint8Array<ArrayBuffer>;
  contentType?: string | null;
  token?: string;
  lang?: string;
  address?: string;
  headers?: Record<string, string>;
}

export interface Harness {
  db: Db;
  repos: Repositories;
  app: ReturnType<typeof createApp>;
  /** The app's context: its repositories, mailer and clock, for work done outside requests (sweeps). */
  ctx: ReturnType<typeof createApp>["ctx"];
  /** The app's live streams; `stop()` ends them. */
  live: LiveHub;
  /** Answers as `app.request` does, with `address` as the client's; the body left unread (for streams). */
  request(path: string, init?: RequestInit, address?: string): Promise<Response>;
  /** A call; a stream's answer (`text/event-stream`) is cancelled at once and its body left empty. */
  call(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: Json; headers: Headers }>;
  signIn(email: string, password?: string): Promise<string>;
  /**
   * Stores an active, verified account (a business owner unless `fields` say otherwise) with a fresh email and the
   * demo password, or `password`; sign it in with `signIn(account.email, password)`.
   */
  insertAccount(fields?: Partial<AccountDoc> & { password?: string }): Promise<AccountDoc>;
  /**
   * A business owner of its own (see `insertAccount`), signed in, with a club made through `POST /clubs` from
   * `aClubInput(club)`: what a test about a club's data starts from.
   */
  ownerWithClub(club?: Partial<ClubInput>): Promise<{ account: AccountDoc; token: string; clubId: string }>;
  /** The newest mailed link for an address, read through the dev outbox endpoint. */
  latestLink(to: string): Promise<string>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  /**
   * Seeds the demo data set (accounts such as owner@example.com, their clubs, staff, schedules, customers and
   * bookings). Off by default: a test makes the data it is about (`insertAccount`, `ownerWithClub`, the fixtures),
   * so a change to the demo cannot break it. For tests about the demo data, and those not yet moved off it.
   */
  demo?: boolean;
}

/** A fresh in-memory database, and an app on it; one per test file. */
export async function startHarness(
  overrides: Partial<AppDeps> = {},
  options: HarnessOptions = {},
): Promise<Harness> {
  // No TTL sweep during a test file: a suite that compares the database before and after a refused request must
  // not see an expired session vanish in between (nothing here waits on TTL deletion).
  const server = await startEmbeddedMongo({
    inMemory: true,
    log: () => undefined,
    ttlMonitorIntervalMs: 3_600_000,
  });
  const client = await new MongoClient(server.uri, { directConnection: true }).connect();
  const db = client.db("golf-test");
  await prepareDatabase(db, { seedDemo: options.demo ?? false, hashCost: testHashCost });
  // The harness's own worker pool, ended with it: no worker thread outlives its test file.
  const cpu = createCpuPool();
  const live = new LiveHub(db);
  const app = createApp({
    live,
    db,
    cpu,
    appOrigin: "http://localhost:3000",
    corsOrigins: ["http://localhost:3000"],
    isProduction: false,
    hashCost: testHashCost,
    logRequests: false,
    log: () => undefined,
    ...overrides,
  });

  const request: Harness["request"] = (path, init = {}, address = "127.0.0.1") =>
    Promise.resolve(
      app.request(`${basePath}${path}`, init, { incoming: { socket: { remoteAddress: address } } }),
    );
  const call: Harness["call"] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers["accept-language"] = options.lang;
    let body: string | FormData | Uint8Array<ArrayBuffer> | undefined = options.raw;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    const contentType = options.contentType === undefined && typeof body === "string";
    if (contentType) headers["content-type"] = "application/json";
    else if (options.contentType) headers["content-type"] = options.contentType;
    const res = await request(path, { method, headers, body }, options.address);
    if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
      await res.body?.cancel();
      return { status: res.status, body: "", headers: res.headers };
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML (docs UI) stays text.
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const repos = createRepositories(db);
  const signIn: Harness["signIn"] = async (email, password = demoPassword) => {
    const res = await call("POST", "/sign-in", { body: { email, password }, address: `sign-in-${email}` });
    if (res.status !== 200)
      throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result.signToken as string;
  };
  const insertAccount: Harness["insertAccount"] = async ({ password = demoPassword, ...fields } = {}) => {
    const now = new Date();
    const account: AccountDoc = {
      _id: new ObjectId(),
      // Short enough to sign in with (the email rule caps the part before the @).
      email: `t${new ObjectId().toHexString().slice(-12)}@example.com`,
      passwordHash: await hashPassword(password, testHashCost),
      firstName: "Test",
      lastName: "Account",
      kind: "business",
      isAdmin: false,
      country: "Vietnam",
      company: null,
      emailVerifiedAt: now,
      status: "active",
      statusLog: [],
      memo: "",
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
    await repos.accounts.insert(account);
    return account;
  };
  return {
    db,
    repos,
    app,
    ctx: app.ctx,
    live,
    request,
    call,
    signIn,
    insertAccount,
    async ownerWithClub(club = {}) {
      const account = await insertAccount();
      const token = await signIn(account.email);
      const created = await call("POST", "/clubs", { token, body: aClubInput(club) });
      if (created.status !== 201)
        throw new Error(`club not added: ${created.status} ${JSON.stringify(created.body)}`);
      return { account, token, clubId: created.body.result.clubId as string };
    },
    async latestLink(to) {
      const res = await call("GET", `/dev/outbox?to=${encodeURIComponent(to)}`);
      const link = res.body.result.list[0]?.link as string | undefined;
      if (!link) throw new Error(`no mail to ${to}`);
      return link;
    },
    async stop() {
      await live.close();
      await cpu.close();
      await client.close();
      await server.stop();
    },
  };
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
