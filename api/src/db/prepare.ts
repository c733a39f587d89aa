import { randomUUID } from "node:crypto";
import type { Db } from "mongodb";
import { defaultHashCost, type HashCost } from "../lib/password";
import { createRepositories, ensureIndexes } from "../repositories";
import { seedDemoData } from "./demo-data";
import { migrations } from "./migrations/index";
import { runMigrations } from "./run-migrations";

export interface PrepareOptions {
  seedDemo: boolean;
  hashCost?: HashCost;
}

/** Indexes, then migrations, then (outside production, on an empty database) the demo data. */
export async function prepareDatabase(db: Db, options: PrepareOptions) {
  const repos = createRepositories(db);
  await ensureIndexes(repos);
  const migrated = await runMigrations(db, migrations, randomUUID());
  const seeded = options.seedDemo && (await repos.accounts.isEmpty());
  if (seeded) await seedDemoData(repos, options.hashCost ?? defaultHashCost);
  return { migrated, seeded };
}
