// Gathers what the web image serves (Dockerfile target `web`) into one folder, after `npm run build`: each app's
// build without its source maps, each remote's remote.json and package.json (the registry reads them to find the
// remotes and their ports), the root package.json (the workspace list) and the serving scripts. The maps go to a
// folder of their own, for an error tracker; nothing uploads them.
// Usage: node scripts/release-web.mjs <release folder> [<source map folder>]
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { apps, distOf } from "./rspack/apps.mjs";
import { missingBuilds } from "./serve/serve-apps.mjs";
import { root } from "./workspaces.mjs";

const [outArg, mapsArg] = process.argv.slice(2);
if (!outArg) {
  console.error("Usage: node scripts/release-web.mjs <release folder> [<source map folder>]");
  process.exit(1);
}
const missing = missingBuilds();
if (missing.length) {
  console.error(`No build for: ${missing.map((app) => app.dir).join(", ")}. Run npm run build first.`);
  process.exit(1);
}
const out = resolve(outArg);
const maps = mapsArg ? resolve(mapsArg) : undefined;
rmSync(out, { recursive: true, force: true });

const copy = (from, to = from) => cpSync(join(root, from), join(out, to), { recursive: true });
for (const file of [
  "package.json",
  "scripts/workspaces.mjs",
  "scripts/serve-web.mjs",
  "scripts/rspack/apps.mjs",
  "scripts/serve",
])
  copy(file);

const isMap = (file) => file.endsWith(".map");
for (const app of apps) {
  for (const file of ["package.json", "remote.json"])
    if (existsSync(join(root, app.dir, file))) copy(join(app.dir, file));
  const dist = distOf(app);
  cpSync(dist, join(out, app.dir, "dist"), { recursive: true, filter: (file) => !isMap(file) });
  if (maps) {
    mkdirSync(join(maps, app.dir), { recursive: true });
    cpSync(dist, join(maps, app.dir), {
      recursive: true,
      filter: (file) => isMap(file) || statSync(file).isDirectory(),
    });
  }
}
console.log(`web release in ${relative(process.cwd(), out) || "."}${maps ? `, source maps in ${maps}` : ""}`);
