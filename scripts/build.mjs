// Production build of every front-end app (shell and remotes) in one rspack multi-compiler: rspack spreads the
// work over the available cores itself, which beats separate processes on a small machine.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import rspack from "@rspack/core";
import { apps } from "./rspack/apps.mjs";
import { root } from "./workspaces.mjs";

export async function buildAll({ only } = {}) {
  const selected = only ? apps.filter((app) => only.includes(app.dir)) : apps;
  const configs = await Promise.all(
    selected.map(async (app) => {
      const { default: factory } = await import(pathToFileURL(join(root, app.dir, "rspack.config.mjs")).href);
      return factory({}, { mode: "production" });
    }),
  );
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
  console.log(`Built ${selected.map((a) => a.dir).join(", ")} in ${seconds.toFixed(1)} s`);
  return seconds;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.slice(2);
  buildAll({ only: only.length ? only : undefined }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
