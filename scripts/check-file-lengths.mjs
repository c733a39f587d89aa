// House rule as a check: no hand-written source file (.ts, .tsx, .mjs) other than a test is over 400 lines, so a
// module that grows past it is split into cohesive ones instead. Run by `npm run lint` and the lint step of
// `npm test`; prints each file over the limit and exits 1.
//
// Tests (`*.test.*`, `*.spec.*`, the standard remote test's `*.conformance.ts`, everything under e2e/) may be
// longer: one file per screen or endpoint reads better than a split. No generated source is kept in the repository
// (build output is ignored), so nothing else is skipped.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./workspaces.mjs";

const MAX_LINES = 400;

const isTest = (file) => /\.(test|spec|conformance)\.[cm]?tsx?$/.test(file) || file.startsWith("e2e/");

const tracked = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\0")
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !isTest(file));

/** Lines as an editor numbers them: a final newline does not start another line. */
const linesOf = (text) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

const problems = [];
for (const file of tracked) {
  let text;
  try {
    text = readFileSync(join(root, file), "utf8");
  } catch {
    continue; // deleted in the work tree, not yet in the index
  }
  const lines = linesOf(text);
  if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_LINES})`);
}

if (problems.length > 0) {
  console.error(
    `Files over ${MAX_LINES} lines (split them into cohesive modules):\n  ${problems.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`file lengths: ${tracked.length} source files, none over ${MAX_LINES} lines`);
