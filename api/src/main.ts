/**
 * The API process: configuration → signal handlers → database → schema (migrated at start in development, only
 * verified in production, where the release step `npm run migrate -w api` runs first) → app → listen. On SIGTERM or
 * SIGINT readiness turns 503 at once; after SHUTDOWN_DELAY_MS the live streams end (desks reconnect through the
 * balancer to another instance, resuming where they were), the server stops accepting connections, lets the
 * requests in flight finish, then closes the database; past SHUTDOWN_TIMEOUT_MS it exits 1.
 */
import { type ServerType, serve } from "@hono/node-server";
import { basePath, createApp } from "./app";
import { type Config, loadConfig } from "./config";
import { connectDatabase, type Database } from "./db/connect";
import { demoAccounts, demoPassword } from "./db/demo-data";
import { prepareDatabase } from "./db/prepare";
import { schemaProblems } from "./db/schema";
import { createLogger } from "./lib/logger";
import { createReadiness, type Readiness } from "./lib/readiness";
import { LiveHub } from "./live/hub";
import { createSmtpMailer } from "./mail/mailer";
import { createRepositories } from "./repositories";
import { startReleaseSweep } from "./routes/releases/line";
import { startHoldSweep } from "./routes/reservations/holds";
import { startNoShowSweep } from "./routes/reservations/no-shows";
import { startWaitlistSweep } from "./routes/waitlist/offers";
import { type CpuPool, createCpuPool } from "./workers/cpu-pool";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops the start with one plain line on stderr, for whoever reads the deployment's output. */
class StartRefused extends Error {}

async function main(config: Config) {
  const logger = createLogger();

  // Installed first: a signal during the start (connecting, migrating) stops the process cleanly too.
  let stopping = false;
  let server: ServerType | undefined;
  let database: Database | undefined;
  let readiness: Readiness | undefined;
  let stopHoldSweep: () => void = () => undefined;
  let stopWaitlistSweep: () => void = () => undefined;
  let stopNoShowSweep: () => void = () => undefined;
  let stopReleaseSweep: () => void = () => undefined;
  let cpu: CpuPool | undefined;
  let live: LiveHub | undefined;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness?.stop();
    logger.info({ signal }, `API stopping (${signal})`);
    setTimeout(() => {
      logger.error(`API did not stop within ${config.shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    stopHoldSweep();
    stopWaitlistSweep();
    stopNoShowSweep();
    stopReleaseSweep();
    const listening = server?.listening ? server : undefined;
    if (listening) {
      // Still serving while readiness says 503, so a balancer stops sending before connections are refused.
      if (config.shutdownDelayMs) await sleep(config.shutdownDelayMs);
      // A live stream never finishes by itself: end them, or the server would wait for them until the timeout.
      await live?.close();
      // Stop accepting connections, let in-flight requests finish.
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    }
    await Promise.all([cpu?.close(), database?.close()].map((closing) => closing?.catch(() => undefined)));
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  database = await connectDatabase({
    mongodbUri: config.mongodbUri,
    dbName: config.mongodbDb,
    dataDir: config.dataDir,
    inMemory: config.embeddedInMemory,
    embeddedPort: config.embeddedPort,
    client: config.mongoClient,
  });
  const db = database.db;
  let seeded = false;
  if (config.migrateOnStart) {
    ({ seeded } = await prepareDatabase(db, { seedDemo: config.seedDemo }));
  } else {
    const problems = await schemaProblems(db);
    if (problems.length) {
      await database.close();
      const named = problems.length > 4 ? [...problems.slice(0, 3), `${problems.length - 3} more`] : problems;
      throw new StartRefused(
        `API cannot start: the database is behind this release (${named.join("; ")}): run the release step first (npm run migrate -w api, or node dist/migrate.js in the image)`,
      );
    }
  }
  if (stopping) return;

  readiness = createReadiness(db, config.readinessTimeoutMs);
  // PDFs and CSV reading run here; one worker is kept ready, its font read, before the first request.
  cpu = createCpuPool({ minThreads: 1 });
  live = new LiveHub(db, { log: (line) => logger.warn(line) });
  const app = createApp({
    cpu,
    live,
    db,
    appOrigin: config.appOrigin,
    corsOrigins: config.corsOrigins,
    isProduction: config.isProduction,
    trustProxy: config.trustProxy,
    logRequests: config.logRequests,
    apiDocs: config.apiDocs,
    readiness,
    releaseProofWork: config.releaseProofWork,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined,
  });

  // Every instance sweeps: each hold is expired by its own conditional write, so instances never clash.
  stopHoldSweep = startHoldSweep({ repos: createRepositories(db), now: () => new Date() }, (line) =>
    logger.warn(line),
  );

  // And offers freed places to the waitlist: each offer is one transaction of conditional writes.
  stopWaitlistSweep = startWaitlistSweep(app.ctx, (line) => logger.warn(line));

  // And marks the no-shows of the clubs that want them marked: each by one conditional write.
  stopNoShowSweep = startNoShowSweep(app.ctx, (line) => logger.warn(line), config.noShowSweepMs);

  // And draws the releases due and moves their lines on: each step is one transaction ending in a conditional write.
  stopReleaseSweep = startReleaseSweep(app.ctx, (line) => logger.warn(line), config.releaseSweepMs);

  const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  server = listening;
  listening.once("error", (error: NodeJS.ErrnoException) => {
    const reason = error.code === "EADDRINUSE" ? `port ${config.port} is already in use` : error.message;
    console.error(`API could not start: ${reason}`);
    void database?.close().finally(() => process.exit(1));
  });
  listening.once("listening", () => {
    // The bound port, which API_PORT=0 leaves to the system.
    const address = listening.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = `http://${config.host}:${port}${basePath}`;
    const mail = config.smtpUrl ? "SMTP" : `development outbox (${url}/dev/outbox)`;
    logger.info(
      { url, nodeEnv: config.nodeEnv, database: database?.description, mail, seeded },
      `API listening on ${url} (${config.nodeEnv})`,
    );
    if (config.isProduction) return;
    // For the developer at the terminal.
    const lines = [
      `API listening on ${url} (${config.nodeEnv})`,
      ...(config.apiDocs ? [`  docs     ${url}/docs`] : []),
      `  database ${database?.description}${seeded ? " - demo data seeded" : ""}`,
      `  mail     ${mail}`,
    ];
    if (config.seedDemo) {
      lines.push(`  demo accounts (password ${demoPassword}):`);
      for (const account of demoAccounts) lines.push(`    ${account.email.padEnd(20)} ${account.role}`);
    }
    console.log(lines.join("\n"));
  });
}

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
main(config).catch((error: unknown) => {
  console.error(
    error instanceof StartRefused
      ? error.message
      : `API could not start: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
