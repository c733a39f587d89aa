// `npm run build -w api`: the API for production, compiled once so nothing compiles TypeScript at run time.
// dist/main.js (the server) and dist/migrate.js (the release step), ES modules for Node 20, with the workspace's
// TypeScript package `contracts` bundled in and every npm package (and the development-only `embedded-mongo`) left
// to node_modules, installed with `npm ci --omit=dev`. Source maps sit beside the code, for `node
// --enable-source-maps`, so a logged stack names the TypeScript lines.
import { rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiDir = dirname(fileURLToPath(import.meta.url));
/** Workspace packages shipped as TypeScript source: compiled into the bundle. */
const bundled = new Set(["contracts"]);
const packageName = (specifier) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];

export async function buildApi({ outdir = join(apiDir, "dist") } = {}) {
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: apiDir,
    // The worker pool's entry sits beside main.js, where the pool looks for it (src/workers/cpu-pool.ts).
    entryPoints: {
      main: "src/main.ts",
      migrate: "src/migrate.ts",
      "cpu-worker": "src/workers/cpu-worker.ts",
    },
    outdir,
    bundle: true,
    // One file per entry, no shared chunk: every npm package a bundle imports is evaluated before any of its own
    // code, as the OpenAPI extension of zod must be before the contracts' schemas are made.
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [
      {
        name: "packages-from-node-modules",
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            bundled.has(packageName(args.path)) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return { outdir, outputs: Object.keys(result.metafile.outputs) };
}

// `node build.mjs [outdir]`: dist/ unless another folder is named (the build test uses its own).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { outdir, outputs } = await buildApi(process.argv[2] ? { outdir: resolve(process.argv[2]) } : {});
  const code = outputs.filter((file) => file.endsWith(".js"));
  console.log(
    `api: built ${code.join(", ")} into ${outdir} in ${Math.round(performance.now() - started)} ms`,
  );
}
