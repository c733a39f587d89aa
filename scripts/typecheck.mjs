// Type-checks every workspace that has a tsconfig.json; exits non-zero if any fails.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { root, workspaces } from "./workspaces.mjs";

const tsc = join(root, "node_modules", ".bin", "tsc");
let failed = 0;
let passed = 0;
// The single-bundle comparison build (monolith/) is no workspace, but its code must keep up with the shell's; nor are
// the cross-package checks (checks/).
for (const ws of [...workspaces, "monolith", "checks"]) {
  const config = join(root, ws, "tsconfig.json");
  if (!existsSync(config)) continue;
  const run = spawnSync(tsc, ["-p", config], { stdio: "inherit", cwd: root });
  if (run.status === 0) passed++;
  else {
    failed++;
    console.error(`typecheck failed: ${ws}`);
  }
}
console.log(`typecheck: ${passed} projects passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
