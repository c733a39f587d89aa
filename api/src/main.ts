import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { basePath, createApp } from "./app";
import { loadConfig } from "./config";
import { connectDatabase } from "./db/connect";
import { demoAccounts, demoPassword } from "./db/demo-data";
import { prepareDatabase } from "./db/prepare";
import { createSmtpMailer } from "./mail/mailer";
import { createRepositories } from "./repositories";
import { startHoldSweep } from "./routes/reservations/holds";
import { createCpuPool } from "./workers/cpu-pool";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

async function main() {
  const config = loadConfig(process.env, repoRoot);
  const database = await connectDatabase({
    mongodbUri: config.mongodbUri,
    dbName: config.mongodbDb,
    dataDir: config.dataDir,
    inMemory: config.embeddedInMemory,
    embeddedPort: config.embeddedPort,
  });
  const { seeded } = await prepareDatabase(database.db, { seedDemo: !config.isProduction });
  // PDFs and CSV reading run here; one worker is kept ready, its font read, before the first request.
  const cpu = createCpuPool({ minThreads: 1 });
  const app = createApp({
    cpu,
    db: database.db,
    appOrigin: config.appOrigin,
    corsOrigins: config.corsOrigins,
    isProduction: config.isProduction,
    trustProxy: config.trustProxy,
    logRequests: config.logRequests,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined,
  });

  // Every instance sweeps: each hold is expired by its own conditional write, so instances never clash.
  const stopHoldSweep = startHoldSweep(
    { repos: createRepositories(database.db), now: () => new Date() },
    (line) => console.log(line),
  );

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  server.once("error", (error: NodeJS.ErrnoException) => {
    const reason = error.code === "EADDRINUSE" ? `port ${config.port} is already in use` : error.message;
    console.error(`API could not start: ${reason}`);
    void database.close().finally(() => process.exit(1));
  });
  server.once("listening", () => {
    // The bound port, which API_PORT=0 leaves to the system.
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = `http://${config.host}:${port}${basePath}`;
    const lines = [
      `API listening on ${url} (${config.nodeEnv})`,
      `  docs     ${url}/docs`,
      `  database ${database.description}${seeded ? " - demo data seeded" : ""}`,
      `  mail     ${config.smtpUrl ? "SMTP" : `development outbox (${url}/dev/outbox)`}`,
    ];
    if (!config.isProduction) {
      lines.push(`  demo accounts (password ${demoPassword}):`);
      for (const account of demoAccounts) lines.push(`    ${account.email.padEnd(20)} ${account.role}`);
    }
    console.log(lines.join("\n"));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`API stopping (${signal})`);
    stopHoldSweep();
    // Stop accepting connections, let in-flight requests finish, then close the database.
    server.close(() => {
      void Promise.all([cpu.close(), database.close()]).finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
