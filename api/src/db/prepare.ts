import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "mongodb";
import { defaultHashCost, type HashCost } from "../lib/password";
import { createRepositories, ensureIndexes } from "../repositories";
import { seedDemoData } from "./demo-data";
import { migrations } from "./migrations/index";
import { applyMigrations, type LockOptions, withMigrationLock } from "./run-migrations";

export interface PrepareOptions {
  seedDemo: boolean;
  hashCost?: HashCost;
  lock?: LockOptions;
}

/** Who holds the migration lock, for the message of whoever waits for it. */
export const lockOwner = () => `${hostname()} pid ${process.pid} ${randomUUID().slice(0, 8)}`;

/**
 * The release step (`npm run migrate -w api`; at start in development): under the migration lock, the migrations,
 * then the indexes the repositories declare, then (when asked, on an empty database) the demo data. Migrations come
 * first so one can drop an index whose key changes, or fix the data a new unique index needs, before it is built.
 * Inside the lock, so two first starts never both seed.
 */
export async function prepareDatabase(db: Db, options: PrepareOptions) {
  const repos = createRepositories(db);
  return withMigrationLock(
    db,
    lockOwner(),
    async (lease) => {
      const migrated = await applyMigrations(db, migrations, lease);
      lease.check();
      await ensureIndexes(repos);
      lease.check();
      const seeded = options.seedDemo && (await repos.accounts.isEmpty());
      if (seeded) await seedDemoData(repos, options.hashCost ?? defaultHashCost);
      return { migrated, seeded };
    },
    options.lock,
  );
}
