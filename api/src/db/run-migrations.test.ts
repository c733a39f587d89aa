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
