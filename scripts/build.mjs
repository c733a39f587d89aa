// Production build of every front-end app (shell and remotes) in one rspack multi-compiler: rspack spreads the
// work over the available cores itself, which beats separate processes on a small machine.
// Usage: npm run build [-- <app>…] [--monolith] [--analyze]
//   --monolith  also builds the single-bundle comparison build (monolith/dist; see scripts/rspack/monolith.config.mjs)
//   --analyze   writes where each app's bytes go to .bench/bundles/<app>.md (scripts/rspack/bundle-report.mjs)
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import rspack from "@rspack/core";
import { apps, distOf } from "./rspack/apps.mjs";
import { writeBundleReports } from "./rspack/bundle-report.mjs";
import { createMonolithConfig, monolithDist } from "./rspack/monolith.config.mjs";
import { root } from "./workspaces.mjs";

export const bundleReportDir = join(root, ".bench", "bundles");

export async function buildAll({ only, monolith = false, analyze = false } = {}) {
  const selected = only ? apps.filter((app) => only.includes(app.dir)) : apps;
  const configs = await Promise.all(
    selected.map(async (app) => {
      const { default: factory } = await import(pathToFileURL(join(root, app.dir, "rspack.config.mjs")).href);
      return factory({}, { mode: "production" });
    }),
  );
  if (monolith) configs.push(createMonolithConfig());
  const started = Date.now();
  await new Promise((resolve, reject) => {
    rspack(configs).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        console.error(stats.toString({ all: false, errors: true, colors: true }));
        return reject(new Error("The production build failed"));
      }
      resolve();
    });
  });
  const seconds = (Date.now() - started) / 1000;
  const names = [...selected.map((a) => a.dir), ...(monolith ? ["monolith"] : [])];
  console.log(`Built ${names.join(", ")} in ${seconds.toFixed(1)} s`);
  if (analyze) {
    const builds = Object.fromEntries(selected.map((app) => [app.dir, distOf(app)]));
    if (monolith) builds.monolith = monolithDist;
    writeBundleReports(builds, bundleReportDir);
    console.log(`Bundle analysis: ${bundleReportDir}/<app>.md`);
  }
  return seconds;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => !arg.startsWith("--"));
  buildAll({
    only: only.length ? only : undefined,
    monolith: args.includes("--monolith"),
    analyze: args.includes("--analyze"),
  }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
