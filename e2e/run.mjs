// `npm run test:e2e [-- <playwright args>]`: the end-to-end suite alone (builds, starts, tests, stops).
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const playwright = join(here, "..", "node_modules", ".bin", "playwright");
const run = spawnSync(
  playwright,
  ["test", "-c", join(here, "playwright.config.ts"), ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
process.exit(run.status ?? 1);
