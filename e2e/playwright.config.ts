import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { origin } from "./support/ports";

/** Debian's chromium: Playwright's own browser downloads are not available on these machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts$/,
  globalSetup: "./global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
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
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
