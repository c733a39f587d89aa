// `npm run bench:web`: figures for the front-end platform, printed as a table.
//  - wall time of the production build of all front-ends (from an empty dist/)
//  - JS bytes (raw and as transferred, gzip) on a cold load of /welcome
//  - time from navigation start to the welcome text being visible (cold, fresh browser profile each run)
//  - time to switch between two remotes through client-side navigation (first visit and repeat visit)
// Usage: npm run bench:web [-- --runs 5 --skip-build]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { buildAll } from "./build.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { apps, remotes } from "./rspack/apps.mjs";
import { root } from "./workspaces.mjs";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;
const skipBuild = args.includes("--skip-build");
const base = Number(process.env.BENCH_PORT_BASE ?? 23_000);
const env = {
  SHELL_PORT: base,
  ...Object.fromEntries(remotes.map((remote, i) => [remote.portEnv, base + 10 + i])),
  API_PORT: base + 8,
  EMBEDDED_MONGO_IN_MEMORY: "1",
};
const shellUrl = `http://localhost:${base}`;
const welcomeText = "Select Country on Map or Just Signup/Login";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(0)} ms`;

async function waitForUrl(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function withBrowser(fn) {
  const profile = mkdtempSync(join(tmpdir(), "bench-web-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
  });
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One cold load of /welcome in a fresh profile: JS bytes and time to the welcome text. */
function coldWelcome() {
  return withBrowser(async (page) => {
    const scripts = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto(`${shellUrl}/`);
    await page.getByText(welcomeText).waitFor();
    const visibleAt = await page.evaluate(() => performance.now());
    await page.waitForLoadState("networkidle");
    let raw = 0;
    let transferred = 0;
    for (const response of scripts) {
      raw += (await response.body()).length;
      transferred += (await response.request().sizes()).responseBodySize;
    }
    return { visibleAt, raw, transferred, files: scripts.length };
  });
}

/** Client-side switches between two remotes (mf-schedule ↔ mf-reservation), timed until the target renders. */
function remoteSwitches() {
  return withBrowser(async (page) => {
    const visit = async (path, app) => {
      const started = await page.evaluate((to) => {
        const t0 = performance.now();
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
        return t0;
      }, path);
      await page.locator(`[id="single-spa-application:${app}"] :is(h1, h2)`).first().waitFor();
      return (await page.evaluate(() => performance.now())) - started;
    };
    // Protected routes need a session: sign in through the login screen as the administrator (every menu entry).
    await page.goto(`${shellUrl}/login?lng=en`);
    await page.getByLabel("Email", { exact: true }).fill("admin@example.com");
    await page.getByLabel("Password", { exact: true }).fill("golf-demo-2026");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.waitForURL(/\/home$/);
    await visit("/price-schedule", "mf-schedule");
    const first = await visit("/reservation-table", "mf-reservation");
    const warm = [];
    for (let i = 0; i < runs; i++) {
      warm.push(await visit("/price-schedule", "mf-schedule"));
      warm.push(await visit("/reservation-table", "mf-reservation"));
    }
    return { first, warm: median(warm) };
  });
}

let buildSeconds = null;
if (!skipBuild) {
  for (const app of apps) rmSync(join(root, app.dir, "dist"), { recursive: true, force: true });
  buildSeconds = await buildAll();
}

const server = spawn(process.execPath, [join(root, "scripts/start.mjs"), "--skip-build"], {
  cwd: root,
  env: { ...process.env, ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])) },
  stdio: "ignore",
  detached: true,
});
try {
  await waitForUrl(`${shellUrl}/remotes.json`, 60_000);
  await waitForUrl(`http://127.0.0.1:${env.API_PORT}/api/v1.0/health`, 60_000);

  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await coldWelcome());
  const switches = await remoteSwitches();
  const last = loads.at(-1);

  console.log("\nFront-end platform benchmark");
  if (buildSeconds !== null)
    console.log(`  production build, all 7 front-ends   ${buildSeconds.toFixed(1)} s (wall)`);
  console.log(
    `  JS on a cold load of /welcome        ${last.files} files, ${kib(last.raw)} raw, ${kib(last.transferred)} transferred (gzip)`,
  );
  console.log(
    `  navigation start → welcome text      median ${ms(median(loads.map((l) => l.visibleAt)))} over ${runs} cold loads`,
  );
  console.log(
    `  switch mf-schedule → mf-reservation  first visit ${ms(switches.first)}, repeat median ${ms(switches.warm)}`,
  );
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already stopped.
  }
}
