import { startEmbeddedMongo } from "embedded-mongo";
import { type Db, MongoClient } from "mongodb";
import { prepareDatabase } from "./prepare";

const cheap = { N: 2 ** 10, r: 8, p: 1 };
let stop: () => Promise<void>;
let client: MongoClient;
beforeAll(async () => {
  const server = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
  client = await new MongoClient(server.uri, { directConnection: true }).connect();
  stop = async () => {
    await client.close();
    await server.stop();
  };
});
afterAll(() => stop());

const emails = async (db: Db) =>
  (await db.collection("accounts").find({}).toArray()).map((account) => account.email).sort();

test("an empty database outside production gets the demo accounts and clubs, once", async () => {
  const db = client.db("demo");
  expect((await prepareDatabase(db, { seedDemo: true, hashCost: cheap })).seeded).toBe(true);
  expect(await emails(db)).toEqual([
    "admin@example.com",
    "analyst@example.com",
    "caddiemaster@example.com",
    "frontdesk2@example.com",
    "manager@example.com",
    "newhire@example.com",
    "owner@example.com",
    "pinehill.cc@example.com",
    "staff@example.com",
    "starter@example.com",
    "sunrise.golf@example.com",
  ]);
  expect(await db.collection("clubs").countDocuments()).toBe(2);
  // 매니저, 프런트 and 조회 전용 in the first club, Lễ tân (front desk) in the second; staff in both.
  expect(await db.collection("roles").countDocuments()).toBe(4);
  expect(await db.collection("staff").countDocuments()).toBe(6);
  const stored = await db.collection("accounts").findOne({ email: "owner@example.com" });
  expect(stored?.passwordHash).not.toContain("golf-demo-2026");

  expect((await prepareDatabase(db, { seedDemo: true, hashCost: cheap })).seeded).toBe(false);
  expect(await db.collection("accounts").countDocuments()).toBe(11);
  // Seeding takes seconds on a busy machine.
}, 30_000);

test("production (seedDemo false) gets no demo data", async () => {
  const db = client.db("production");
  expect((await prepareDatabase(db, { seedDemo: false })).seeded).toBe(false);
  expect(await db.collection("accounts").countDocuments()).toBe(0);
});

test("a database with accounts gets no demo data", async () => {
  const db = client.db("used");
  await db.collection("accounts").insertOne({ email: "someone@example.com" });
  expect((await prepareDatabase(db, { seedDemo: true, hashCost: cheap })).seeded).toBe(false);
  expect(await emails(db)).toEqual(["someone@example.com"]);
});

test("sessions, link tokens and throttle counters expire through TTL indexes; emails are unique", async () => {
  const db = client.db("indexes");
  await prepareDatabase(db, { seedDemo: false });
  for (const name of ["sessions", "link_tokens", "throttles"]) {
    const indexes = await db.collection(name).listIndexes().toArray();
    expect([name, indexes.find((index) => index.key.expiresAt === 1)]).toEqual([
      name,
      expect.objectContaining({ expireAfterSeconds: 0 }),
    ]);
  }
  const accounts = await db.collection("accounts").listIndexes().toArray();
  expect(accounts.find((index) => index.key.email === 1)).toEqual(expect.objectContaining({ unique: true }));
});

test("two first starts at once seed the demo data once, inside the migration lock", async () => {
  const db = client.db("together");
  const results = await Promise.all([
    prepareDatabase(db, { seedDemo: true, hashCost: cheap }),
    prepareDatabase(db, { seedDemo: true, hashCost: cheap }),
  ]);
  expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
  expect(await db.collection("accounts").countDocuments()).toBe(11);
  expect(await db.collection("locks").countDocuments()).toBe(0);
}, 30_000);
