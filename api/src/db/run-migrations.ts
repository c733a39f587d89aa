import type { Db } from "mongodb";
import { MongoServerError } from "mongodb";
import type { Migration } from "./migrations/migration";

interface MigrationDoc {
  _id: number;
  name: string;
  appliedAt: Date;
}

interface LockDoc {
  _id: string;
  owner: string;
  expiresAt: Date;
}

const lockTtlMs = 5 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies pending migrations in id order, once per database. Several API instances may start together:
 * a lock document (unique `_id`) lets one of them run the migrations while the others wait. The lock
 * expires through a TTL index, so a crashed instance cannot block the next start forever.
 */
export async function runMigrations(db: Db, migrations: Migration[], owner: string, waitMs = 60_000) {
  const applied = db.collection<MigrationDoc>("migrations");
  const locks = db.collection<LockDoc>("locks");
  await locks.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: "expires_ttl" });

  const deadline = Date.now() + waitMs;
  for (;;) {
    await locks.deleteOne({ _id: "migrations", expiresAt: { $lt: new Date() } });
    try {
      await locks.insertOne({ _id: "migrations", owner, expiresAt: new Date(Date.now() + lockTtlMs) });
      break;
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
      if (Date.now() > deadline)
        throw new Error("Timed out waiting for another instance to finish migrations");
      await sleep(250);
    }
  }

  const done: number[] = [];
  try {
    const already = new Set((await applied.find({}).toArray()).map((doc) => doc._id));
    for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
      if (already.has(migration.id)) continue;
      await migration.up(db);
      await applied.insertOne({ _id: migration.id, name: migration.name, appliedAt: new Date() });
      done.push(migration.id);
    }
  } finally {
    await locks.deleteOne({ _id: "migrations", owner });
  }
  return done;
}
