import { startEmbeddedMongo } from "embedded-mongo";
import { type Db, MongoClient } from "mongodb";
import type { Migration } from "./migrations/migration";
import { runMigrations } from "./run-migrations";

let stop: () => Promise<void>;
let db: Db;
beforeAll(async () => {
  const server = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
  const client = await new MongoClient(server.uri, { directConnection: true }).connect();
  db = client.db("migrations-test");
  stop = async () => {
    await client.close();
    await server.stop();
  };
});
afterAll(() => stop());

const counting = (id: number, calls: number[]): Migration => ({
  id,
  name: `m${id}`,
  async up(target) {
    calls.push(id);
    await target.collection("things").insertOne({ migration: id });
  },
});

test("applies pending migrations in id order, each once", async () => {
  const calls: number[] = [];
  expect(await runMigrations(db, [counting(2, calls), counting(1, calls)], "a")).toEqual([1, 2]);
  expect(await runMigrations(db, [counting(1, calls), counting(2, calls), counting(3, calls)], "b")).toEqual([
    3,
  ]);
  expect(calls).toEqual([1, 2, 3]);
});

test("two instances starting together run each migration once", async () => {
  const calls: number[] = [];
  const slow: Migration = {
    id: 10,
    name: "slow",
    async up() {
      calls.push(10);
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  };
  const results = await Promise.all([runMigrations(db, [slow], "x"), runMigrations(db, [slow], "y")]);
  expect(calls).toEqual([10]);
  expect(results.flat()).toEqual([10]);
});

test("a failed migration is not recorded and releases the lock", async () => {
  const failing: Migration = {
    id: 20,
    name: "fails",
    async up() {
      throw new Error("boom");
    },
  };
  await expect(runMigrations(db, [failing], "z")).rejects.toThrow("boom");
  expect(await db.collection("locks").countDocuments()).toBe(0);
  expect(await db.collection("migrations").findOne({ _id: 20 as never })).toBeNull();
});

test("the holder renews its lease while it works: a migration longer than the lease runs once", async () => {
  const calls: string[] = [];
  const long: Migration = {
    id: 30,
    name: "longer than the lease",
    async up() {
      calls.push("start");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      calls.push("end");
    },
  };
  const leaseMs = 300;
  const first = runMigrations(db, [long], "holder", { leaseMs });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const second = runMigrations(db, [long], "waiter", { leaseMs });
  await new Promise((resolve) => setTimeout(resolve, 600));
  // Past the first lease, still held (renewed), by the first caller.
  const lock = await db.collection("locks").findOne({ _id: "migrations" as never });
  expect(lock?.owner).toBe("holder");
  expect(lock?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  expect(await first).toEqual([30]);
  expect(await second).toEqual([]);
  expect(calls).toEqual(["start", "end"]);
});

test("a holder that died (its lease ran out) does not block the next run", async () => {
  await db
    .collection("locks")
    .insertOne({ _id: "migrations" as never, owner: "crashed", expiresAt: new Date(Date.now() - 1_000) });
  const calls: number[] = [];
  const started = Date.now();
  expect(await runMigrations(db, [counting(40, calls)], "next", { waitMs: 5_000 })).toEqual([40]);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await db.collection("locks").countDocuments()).toBe(0);
});

test("a waiter gives up after its wait, naming who holds the lock", async () => {
  await db
    .collection("locks")
    .insertOne({ _id: "migrations" as never, owner: "busy host", expiresAt: new Date(Date.now() + 60_000) });
  try {
    await expect(runMigrations(db, [], "impatient", { waitMs: 300 })).rejects.toThrow(
      "Timed out after 0 s waiting for the migration lock held by busy host",
    );
  } finally {
    await db.collection("locks").deleteMany({});
  }
});

test("a holder that lost its lease stops before the next migration", async () => {
  const calls: number[] = [];
  const stealer: Migration = {
    id: 50,
    name: "loses the lock",
    async up(target) {
      calls.push(50);
      // Another process took over (as it would after this one stalled past its lease).
      await target
        .collection("locks")
        .updateOne({ _id: "migrations" as never }, { $set: { owner: "thief" } });
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
  };
  await expect(runMigrations(db, [stealer, counting(51, calls)], "slow", { leaseMs: 150 })).rejects.toThrow(
    "Lost the migration lock (slow)",
  );
  expect(calls).toEqual([50]);
  expect(await db.collection("migrations").findOne({ _id: 50 as never })).toBeNull();
  await db.collection("locks").deleteMany({});
});
