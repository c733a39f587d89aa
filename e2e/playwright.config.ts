import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../scripts/chromium.mjs";
import { origin } from "./support/ports";

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts$/,
  globalSetup: "./global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // A test left focused (test.only) fails the whole run under CI instead of silently running alone.
  forbidOnly: Boolean(process.env.CI),
  // One retry under CI: a test that passes only on it is flaky, and scripts/test.mjs fails the run for it unless
  // e2e/flaky-allowed.json names it with a reason.
  retries: process.env.CI ? 1 : 0,
  // scripts/test.mjs reads the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to count results.
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(import.meta.dirname, ".artifacts/report.json"),
      },
    ],
  ],
  outputDir: "./.artifacts/results",
  use: {
    baseURL: origin("shell"),
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
