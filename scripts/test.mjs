// The single test command: lint, typecheck, the OpenAPI document's lint, unit/integration (jest), end to end
// (Playwright).
// Ends with one line "N passed, N failed" counting every check and test.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { flakyTests, judgeFlaky, readAllowList } from "./e2e-report.mjs";
import { root } from "./workspaces.mjs";

const bin = (name) => join(root, "node_modules", ".bin", name);
const tmp = mkdtempSync(join(tmpdir(), "golf-test-"));
const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.includes(step);
let passed = 0;
let failed = 0;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: "inherit", cwd: root, env: { ...process.env, ...env } });
  console.log(`=== ${label}: exit ${res.status} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return res.status === 0;
}

function count(label, ok) {
  if (ok) passed++;
  else failed++;
  if (!ok) console.log(`FAILED: ${label}`);
}

if (wanted("lint")) {
  count("lint", run("lint (biome)", bin("biome"), ["ci", "--colors=off", "."]));
  count(
    "file lengths",
    run("file lengths", process.execPath, [join(root, "scripts/check-file-lengths.mjs")]),
  );
}
if (wanted("typecheck"))
  count("typecheck", run("typecheck", process.execPath, [join(root, "scripts/typecheck.mjs")]));

if (wanted("openapi")) {
  // The published contract: generated from the app (no server, no database) and held to api/redocly.yaml.
  const doc = join(tmp, "openapi.json");
  const ok =
    run("openapi document", bin("tsx"), [join(root, "api/src/print-openapi.ts"), doc]) &&
    run("openapi lint (redocly)", bin("redocly"), ["lint", "--config", join(root, "api/redocly.yaml"), doc], {
      REDOCLY_TELEMETRY: "off",
      REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
    });
  count("openapi", ok);
}

if (wanted("unit")) {
  const out = join(tmp, "jest.json");
  const ok = run("unit and integration (jest)", bin("jest"), ["--json", `--outputFile=${out}`, "--ci"]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, "utf8"));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    if (!ok && r.numFailedTests === 0 && !r.numRuntimeErrorTestSuites) failed++;
  } else count("jest", false);
}

if (wanted("e2e")) {
  const out = join(tmp, "e2e.json");
  const ok = run("end to end (playwright)", bin("playwright"), ["test", "-c", "e2e/playwright.config.ts"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    const s = report.stats ?? {};
    // A test that passed only on its retry is named on its own line, and fails the run unless the allow-list
    // excuses it with a reason.
    const flaky = judgeFlaky(flakyTests(report), readAllowList(join(root, "e2e/flaky-allowed.json")));
    for (const { name, allowed } of flaky) console.log(`FLAKY${allowed ? " (allowed)" : ""}: ${name}`);
    const refused = flaky.filter((test) => !test.allowed).length;
    passed += (s.expected ?? 0) + (s.flaky ?? 0) - refused;
    failed += (s.unexpected ?? 0) + refused;
    if (!ok && !s.unexpected) failed++;
  } else count("e2e", false);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
