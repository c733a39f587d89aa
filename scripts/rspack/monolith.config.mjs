// The comparison build: the same screens as one ordinary single-page bundle (monolith/), with the production
// settings of the platform's apps (scripts/rspack/create-config.mjs) and no Module Federation. `npm run bench:web`
// builds it beside the federated apps and compares the two.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import rspack from "@rspack/core";
import { root } from "../workspaces.mjs";
import { remotes } from "./apps.mjs";
import { libraryAliases, swcRule } from "./create-config.mjs";

export const monolithDir = join(root, "monolith");
export const monolithDist = join(monolithDir, "dist");

/** Every workspace remote must have its section in monolith/src/sections.ts, or the comparison would be unfair. */
function checkSections() {
  const source = readFileSync(join(monolithDir, "src/sections.ts"), "utf8");
  const missing = remotes.filter((remote) => !source.includes(`"${remote.dir}":`));
  if (missing.length)
    throw new Error(`monolith/src/sections.ts lacks ${missing.map((remote) => remote.dir).join(", ")}`);
}

export function createMonolithConfig() {
  checkSections();
  const hashed = "[name].[contenthash:10].js";
  return {
    name: "monolith",
    context: monolithDir,
    mode: "production",
    devtool: "hidden-source-map",
    entry: { main: "./src/main.tsx" },
    output: {
      path: monolithDist,
      publicPath: "/",
      uniqueName: "monolith",
      filename: hashed,
      chunkFilename: hashed,
      cssFilename: "[name].[contenthash:10].css",
      clean: true,
      crossOriginLoading: "anonymous",
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      alias: libraryAliases(),
    },
    module: {
      rules: [swcRule(false), { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: "asset" }],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: join(root, "shell/index.html"),
        chunks: ["main"],
        publicPath: "/",
      }),
    ],
    optimization: { moduleIds: "deterministic" },
    performance: { hints: false },
    stats: "errors-warnings",
    infrastructureLogging: { level: "error" },
  };
}

export default createMonolithConfig;
