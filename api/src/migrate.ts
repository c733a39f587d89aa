/**
 * The release step, run once per deployment before the new API instances roll out: `npm run migrate -w api` (from
 * a checkout) or `node dist/migrate.js` (the built image). Under the migration lock it builds the indexes the
 * repositories declare, applies the pending migrations and, when asked (SEED_DEMO=1, or development), seeds the
 * demo data on an empty database; then it checks that nothing is missing and exits 0. Any number of runs at once
 * are safe: one works, the others wait and find nothing to do. Needs MONGODB_URI in production, not SMTP_URL.
 */
import { loadConfig } from "./config";
import { connectDatabase } from "./db/connect";
import { prepareDatabase } from "./db/prepare";
import { schemaProblems } from "./db/schema";
import { createLogger } from "./lib/logger";

async function migrate() {
  const config = loadConfig(process.env, "migrate");
  const logger = createLogger();
  const started = performance.now();
  const database = await connectDatabase({
    mongodbUri: config.mongodbUri,
    dbName: config.mongodbDb,
    dataDir: config.dataDir,
    inMemory: config.embeddedInMemory,
    embeddedPort: config.embeddedPort,
    // An index build on a large collection takes as long as it takes to reach a majority.
    client: { ...config.mongoClient, writeTimeoutMs: 0 },
  });
  try {
    const { migrated, seeded } = await prepareDatabase(database.db, { seedDemo: config.seedDemo });
    const problems = await schemaProblems(database.db);
    if (problems.length) throw new Error(`the database still lacks: ${problems.join("; ")}`);
    const ms = Math.round(performance.now() - started);
    logger.info(
      { migrated, seeded, database: database.description, ms },
      `Database schema up to date: ${migrated.length ? `applied migration(s) ${migrated.join(", ")}` : "no migration pending"}, indexes built${seeded ? ", demo data seeded" : ""} (${ms} ms)`,
    );
  } finally {
    await database.close();
  }
}

migrate().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Migration failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
