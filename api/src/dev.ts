/**
 * The development entry: `npm start -w api` and `npm run dev -w api`, which `npm start` and `npm run dev` run. It
 * says what `main.ts` (the production entry, which defaults to production) must be told: NODE_ENV=development unless
 * set, and, unless the environment names a database (MONGODB_URI, DATA_DIR or EMBEDDED_MONGO_IN_MEMORY=1), the
 * embedded database with its data in the repository's `.data/`. Outside production MIGRATE_ON_START defaults to on,
 * so indexes, migrations and the demo data (on an empty database) come at start, as before.
 *
 * API_PROCESSES (one by default) API processes answer on the one port, all on one database: with more than one, the
 * embedded database runs as a server process of its own (`dev-processes.ts`).
 */
import cluster from "node:cluster";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const given = (name: string) => (process.env[name] ?? "") !== "";

if (!given("NODE_ENV")) process.env.NODE_ENV = "development";
const inMemory = ["1", "true"].includes(process.env.EMBEDDED_MONGO_IN_MEMORY ?? "");
if (!given("MONGODB_URI") && !given("DATA_DIR") && !inMemory)
  process.env.DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../.data");

if (cluster.isPrimary) {
  const { apiProcessCount, runApiProcesses } = await import("./dev-processes");
  let count: number;
  try {
    count = apiProcessCount(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (count > 1) await runApiProcesses(count);
  else await import("./main");
} else await import("./main");
