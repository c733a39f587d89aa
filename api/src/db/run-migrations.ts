import type { Db } from "mongodb";
import { MongoServerError } from "mongodb";
import type { Migration } from "./migrations/migration";

export interface MigrationDoc {
  _id: number;
  name: string;
  appliedAt: Date;
}

interface LockDoc {
  _id: string;
  owner: string;
  expiresAt: Date;
}

export interface LockOptions {
  /**
   * How long the lock outlives its holder's last renewal. The holder renews it every third of that while it works,
   * so only a holder that died (or stalled that long) loses it, and the next one takes over within one lease.
   */
  leaseMs?: number;
  /** How long to wait for another holder before giving up. */
  waitMs?: number;
}

/** Handed to the work done under the lock. */
export interface Lease {
  /** Throws if the lease was lost (another process may have taken over): stop before the next step. */
  check(): void;
}

const LOCK_ID = "migrations";
const defaultLeaseMs = 30_000;
const defaultWaitMs = 10 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding the database-wide migration lock: one document with a unique `_id`, whose lease the
 * holder renews while it works. Any number of processes may call this at once (the release step, or development
 * instances migrating at start): one works, the others wait for it and then find nothing left to do. A holder that
 * dies stops renewing, so its lock expires within one lease (a TTL index removes the document too).
 */
export async function withMigrationLock<T>(
  db: Db,
  owner: string,
  work: (lease: Lease) => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const waitMs = options.waitMs ?? defaultWaitMs;
  const locks = db.collection<LockDoc>("locks");
  await locks.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: "expires_ttl" });

  const deadline = Date.now() + waitMs;
  for (;;) {
    // A holder that stopped renewing is gone; the TTL monitor would remove it too, but only once a minute.
    await locks.deleteOne({ _id: LOCK_ID, expiresAt: { $lt: new Date() } });
    try {
      await locks.insertOne({ _id: LOCK_ID, owner, expiresAt: new Date(Date.now() + leaseMs) });
      break;
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
      if (Date.now() > deadline) {
        const holder = await locks.findOne({ _id: LOCK_ID });
        throw new Error(
          `Timed out after ${Math.round(waitMs / 1000)} s waiting for the migration lock${holder ? ` held by ${holder.owner}` : ""}`,
        );
      }
      await sleep(Math.min(250, leaseMs / 4));
    }
  }

  let lost = false;
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      renewing = locks
        .updateOne({ _id: LOCK_ID, owner }, { $set: { expiresAt: new Date(Date.now() + leaseMs) } })
        .then(
          (result) => {
            if (result.matchedCount === 0) lost = true;
          },
          // A failed renewal is retried at the next tick; the lease has two more ticks' worth of time.
          () => undefined,
        );
    },
    Math.max(10, Math.floor(leaseMs / 3)),
  );
  const lease: Lease = {
    check() {
      if (lost) throw new Error(`Lost the migration lock (${owner}): another process may be migrating`);
    },
  };
  try {
    const result = await work(lease);
    lease.check();
    return result;
  } finally {
    clearInterval(timer);
    await renewing;
    await locks.deleteOne({ _id: LOCK_ID, owner });
  }
}

/** Applies the pending migrations in id order; to be called under the migration lock. Answers the ids applied. */
export async function applyMigrations(db: Db, migrations: Migration[], lease: Lease) {
  const applied = db.collection<MigrationDoc>("migrations");
  const done: number[] = [];
  const already = new Set((await applied.find({}).toArray()).map((doc) => doc._id));
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (already.has(migration.id)) continue;
    lease.check();
    await migration.up(db);
    lease.check();
    await applied.insertOne({ _id: migration.id, name: migration.name, appliedAt: new Date() });
    done.push(migration.id);
  }
  return done;
}

/** Applies pending migrations in id order, once per database, under the migration lock. */
export function runMigrations(db: Db, migrations: Migration[], owner: string, options: LockOptions = {}) {
  return withMigrationLock(db, owner, (lease) => applyMigrations(db, migrations, lease), options);
}
