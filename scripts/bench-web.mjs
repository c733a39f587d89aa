// `npm run bench:web`: figures for the front-end platform, printed as a table, with the budgets of issues 26 and 39.
//  - wall time of the production build of all front-ends and of the single-bundle comparison build (monolith/)
//  - JS on a cold load of /welcome (files, raw bytes, bytes transferred gzip) and time from navigation start to the
//    welcome text, for the federated platform and for the same screens as one ordinary bundle, and their ratios
//  - JS on a cold load of a club's booking page /book?club=<id> (a golfer's first page, signed out) and time to its
//    content (the club's name and the first date's tee times) on the federated platform: no heavier than /welcome
//  - time to switch between two remotes through client-side navigation (first visit and repeat visits)
//  - where the bytes go: a bundle analysis per app and of each cold load's scripts, under .bench/
// Usage: npm run bench:web [-- --runs 5 --skip-build]   (ports from BENCH_PORT_BASE, default 23000)
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { buildAll } from "./build.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { apps, distOf, remotes } from "./rspack/apps.mjs";
import { loadReport, writeBundleReports } from "./rspack/bundle-report.mjs";
import { monolithDist } from "./rspack/monolith.config.mjs";
import { createShellServer } from "./serve/serve-apps.mjs";
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
const monolithPort = base + 30;
const shellUrl = `http://localhost:${base}`;
const monolithUrl = `http://localhost:${monolithPort}`;
const welcomeText = "Select Country on Map or Just Signup/Login";
const out = join(root, ".bench");

/**
 * Budgets: a cold /welcome's JS (issue 39: gzip in all, and against the single bundle measured in the same run; its
 * welcome text against the single bundle's, medians of the cold loads), client-side switches (issue 26).
 */
const BUDGET = {
  bytesRatio: 1.2,
  welcomeGzip: 200 * 1024,
  timeRatio: 1.1,
  firstVisitMs: 250,
  repeatMs: 50,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(0)} ms`;
const verdict = (ok) => (ok ? "pass" : "FAIL");

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

/** Which build a script URL comes from: the port names the app. */
const appOfPort = new Map([
  [String(monolithPort), "monolith"],
  ...apps.map((app) => [String(app.kind === "host" ? env.SHELL_PORT : env[app.portEnv]), app.dir]),
]);

/** One cold load of `url` in a fresh profile: JS bytes and time until `shown(page)` has found the page's content. */
function coldLoad(url, shown) {
  return withBrowser(async (page) => {
    const scripts = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto(url);
    await shown(page);
    const visibleAt = await page.evaluate(() => performance.now());
    await page.waitForLoadState("networkidle");
    let raw = 0;
    let transferred = 0;
    const loaded = [];
    for (const response of scripts) {
      raw += (await response.body()).length;
      transferred += (await response.request().sizes()).responseBodySize;
      const url = new URL(response.url());
      loaded.push({ app: appOfPort.get(url.port) ?? url.host, file: url.pathname.split("/").pop() });
    }
    return { visibleAt, raw, transferred, files: scripts.length, loaded };
  });
}

/** A cold load of /welcome: time to the welcome text. */
const coldWelcome = (origin) => coldLoad(`${origin}/`, (page) => page.getByText(welcomeText).waitFor());

/**
 * A cold load of the club's booking page, signed out: time to its content, the club's name and the answer for the
 * first date (its tee times, or that none is open, late in the club's day).
 */
const coldBook = (origin, clubId) =>
  coldLoad(`${origin}/book?club=${clubId}`, async (page) => {
    await page.locator("#club-name").waitFor();
    const times = page.locator('[aria-labelledby="open-tee-times"]');
    await times
      .locator("ul button")
      .or(times.getByText(/^No tee time/))
      .first()
      .waitFor();
  });

/** A demo club golfers can book online: the demo owner's first club, whose public page answers. */
async function sellingClub() {
  const apiBase = `http://127.0.0.1:${env.API_PORT}/api/v1.0`;
  const signIn = await fetch(`${apiBase}/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@example.com", password: "golf-demo-2026" }),
  });
  const { signToken } = (await signIn.json()).result;
  const clubs = await fetch(`${apiBase}/clubs`, { headers: { authorization: `Bearer ${signToken}` } });
  const { clubId } = (await clubs.json()).result.list[0];
  if (!(await fetch(`${apiBase}/public/clubs/${clubId}`)).ok)
    throw new Error(`The demo club ${clubId} takes no online bookings`);
  return clubId;
}

/**
 * Client-side switches between two remotes (mf-schedule ↔ mf-reservation), timed inside the page from the push to
 * the first animation frame after the target's heading is in the DOM (timing from the test driver would add its
 * own round trips, 20–40 ms on a busy machine).
 */
function remoteSwitches() {
  return withBrowser(async (page) => {
    const visit = (path, app) =>
      page.evaluate(
        ([to, name]) =>
          new Promise((resolve) => {
            const selector = `[id="single-spa-application:${name}"] :is(h1, h2)`;
            const started = performance.now();
            const shown = () => requestAnimationFrame(() => resolve(performance.now() - started));
            const observer = new MutationObserver(() => {
              if (!document.querySelector(selector)) return;
              observer.disconnect();
              shown();
            });
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            history.pushState(null, "", to);
            dispatchEvent(new PopStateEvent("popstate"));
          }),
        [path, app],
      );
    // Protected routes need a session: sign in through the login screen as the administrator (every menu entry).
    await page.goto(`${shellUrl}/login?lng=en`);
    await page.getByLabel("Email", { exact: true }).fill("admin@example.com");
    await page.getByLabel("Password", { exact: true }).fill("golf-demo-2026");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.waitForURL(/\/home$/);
    await page.locator('[id="single-spa-application:mf-club"] h1').first().waitFor();
    // Straight on, before the idle preloading could fetch it; then, once the page is idle (a user reading /home),
    // the next remote, which the preloading has fetched by then.
    const unprepared = await visit("/price-schedule", "mf-schedule");
    const reservationOrigin = `http://localhost:${env.MF_RESERVATION_PORT}/`;
    const preloaded = await page
      .waitForFunction(
        (origin) => performance.getEntriesByType("resource").some((entry) => entry.name.startsWith(origin)),
        reservationOrigin,
        { timeout: 10_000 },
      )
      .then(() => true)
      .catch(() => false);
    await page.waitForTimeout(1000);
    const first = await visit("/reservation-table", "mf-reservation");
    const warm = [];
    for (let i = 0; i < runs; i++) {
      warm.push(await visit("/price-schedule", "mf-schedule"));
      warm.push(await visit("/reservation-table", "mf-reservation"));
    }
    return { unprepared, preloaded, first, warm: median(warm) };
  });
}

let buildSeconds = null;
if (!skipBuild) {
  for (const app of apps) rmSync(join(root, app.dir, "dist"), { recursive: true, force: true });
  buildSeconds = await buildAll({ monolith: true });
}
const builds = Object.fromEntries([...apps.map((app) => [app.dir, distOf(app)]), ["monolith", monolithDist]]);
const analyses = writeBundleReports(builds, join(out, "bundles"));

const server = spawn(process.execPath, [join(root, "scripts/start.mjs"), "--skip-build"], {
  cwd: root,
  env: { ...process.env, ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])) },
  stdio: "ignore",
  detached: true,
});
// The single bundle is served like the shell: same registry and config files, same /api proxy.
const monolith = createShellServer({
  env: { ...process.env, ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])) },
  apiUrl: `http://127.0.0.1:${env.API_PORT}`,
  dir: monolithDist,
});
await new Promise((resolve, reject) =>
  monolith.once("error", reject).listen(monolithPort, "localhost", resolve),
);
try {
  await waitForUrl(`${shellUrl}/remotes.json`, 60_000);
  await waitForUrl(`http://127.0.0.1:${env.API_PORT}/api/v1.0/health`, 60_000);

  // Alternated, so a busy moment of the machine falls on every kind of load alike.
  const federated = [];
  const single = [];
  const booking = [];
  const clubId = await sellingClub();
  for (let i = 0; i < runs; i++) {
    federated.push(await coldWelcome(shellUrl));
    single.push(await coldWelcome(monolithUrl));
    booking.push(await coldBook(shellUrl, clubId));
  }
  const switches = await remoteSwitches();
  const fed = federated.at(-1);
  const book = booking.at(-1);
  const bookTime = median(booking.map((l) => l.visibleAt));
  const mono = single.at(-1);
  const fedTime = median(federated.map((l) => l.visibleAt));
  const monoTime = median(single.map((l) => l.visibleAt));

  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, "welcome-federated.md"),
    loadReport("Cold load of /welcome, federated: the scripts it fetched", fed.loaded, analyses),
  );
  writeFileSync(
    join(out, "book-federated.md"),
    loadReport("Cold load of /book?club=<id>, federated: the scripts it fetched", book.loaded, analyses),
  );
  writeFileSync(
    join(out, "welcome-monolith.md"),
    loadReport("Cold load of /welcome, single bundle: the scripts it fetched", mono.loaded, analyses),
  );

  const line = (label, value) => console.log(`  ${label.padEnd(40)} ${value}`);
  const load = (l) => `${l.files} files, ${kib(l.raw)} raw, ${kib(l.transferred)} gzip`;
  const bytesRatio = fed.transferred / mono.transferred;
  console.log("\nFront-end platform benchmark");
  if (buildSeconds !== null)
    line(`production build, ${apps.length} front-ends + single`, `${buildSeconds.toFixed(1)} s (wall)`);
  line("cold /welcome JS, federated", load(fed));
  line("cold /welcome JS, single bundle", load(mono));
  line(
    "  ratio federated / single (gzip)",
    `${bytesRatio.toFixed(3)}×  budget ≤ ${BUDGET.bytesRatio}×: ${verdict(bytesRatio <= BUDGET.bytesRatio)}`,
  );
  line(
    "  federated gzip in all",
    `${kib(fed.transferred)}  budget ≤ ${kib(BUDGET.welcomeGzip)}: ${verdict(fed.transferred <= BUDGET.welcomeGzip)}`,
  );
  line("navigation start → welcome text, fed.", `median ${ms(fedTime)} over ${runs} cold loads`);
  line("navigation start → welcome text, single", `median ${ms(monoTime)} over ${runs} cold loads`);
  const timeRatio = fedTime / monoTime;
  line(
    "  ratio federated / single (time)",
    `${timeRatio.toFixed(2)}×  budget ≤ ${BUDGET.timeRatio}×: ${verdict(timeRatio <= BUDGET.timeRatio)}`,
  );
  line("cold /book JS, federated", load(book));
  line(
    "  /book cold JS gzip ≤ /welcome's",
    `${kib(book.transferred)} vs ${kib(fed.transferred)}: ${verdict(book.transferred <= fed.transferred)}`,
  );
  line("navigation start → /book's content, fed.", `median ${ms(bookTime)} over ${runs} cold loads`);
  line(
    "first visit of mf-schedule from /home",
    `${ms(switches.unprepared)} (at once, before any idle preloading)`,
  );
  line(
    "switch mf-schedule → mf-reservation",
    `first visit after idle${switches.preloaded ? "" : " (NOT preloaded)"} ${ms(switches.first)} (budget ≤ ${BUDGET.firstVisitMs} ms: ${verdict(switches.first <= BUDGET.firstVisitMs)}), ` +
      `repeat median ${ms(switches.warm)} (budget ≤ ${BUDGET.repeatMs} ms: ${verdict(switches.warm <= BUDGET.repeatMs)})`,
  );
  console.log(
    `\n  Where the bytes go: ${join(out, "welcome-federated.md")}, ${join(out, "welcome-monolith.md")},` +
      ` ${join(out, "book-federated.md")}` +
      `\n  and per app ${join(out, "bundles")}/<app>.md`,
  );
} finally {
  monolith.close();
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already stopped.
  }
}
