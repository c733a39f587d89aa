/**
 * The development entry: `npm start -w api` and `npm run dev -w api`, which `npm start` and `npm run dev` run. It
 * says what `main.ts` (the production entry, which defaults to production) must be told: NODE_ENV=development unless
 * set, and, unless the environment names a database (MONGODB_URI, DATA_DIR or EMBEDDED_MONGO_IN_MEMORY=1), the
 * embedded database with its data in the repository's `.data/`. Outside production MIGRATE_ON_START defaults to on,
 * so indexes, migrations and the demo data (on an empty database) come at start, as before.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const given = (name: string) => (process.env[name] ?? "") !== "";

if (!given("NODE_ENV")) process.env.NODE_ENV = "development";
const inMemory = ["1", "true"].includes(process.env.EMBEDDED_MONGO_IN_MEMORY ?? "");
if (!given("MONGODB_URI") && !given("DATA_DIR") && !inMemory)
  process.env.DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../.data");

await import("./main");
