// Reads Playwright's JSON report for scripts/test.mjs: the flaky tests (passed only on a retry) by name, and which
// of them the allow-list (e2e/flaky-allowed.json) excuses with a reason. A flaky test not excused fails the run.
import { existsSync, readFileSync } from "node:fs";

/** "file › describe › title" of every test whose outcome was flaky, walking the report's nested suites. */
export function flakyTests(report) {
  const found = [];
  const walk = (suite, titles) => {
    const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === "flaky")) {
        found.push([spec.file ?? suite.file, ...here, spec.title].filter(Boolean).join(" › "));
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** The allow-list: `[{ "test": "file › title", "reason": "why it may be flaky for now" }]`; a row without a reason counts for nothing. */
export function readAllowList(file) {
  if (!existsSync(file)) return [];
  const rows = JSON.parse(readFileSync(file, "utf8"));
  return rows.filter(
    (row) => typeof row.test === "string" && typeof row.reason === "string" && row.reason.trim(),
  );
}

/** Each flaky test with whether the allow-list excuses it. */
export function judgeFlaky(flaky, allowList) {
  return flaky.map((name) => ({ name, allowed: allowList.some((row) => row.test === name) }));
}
