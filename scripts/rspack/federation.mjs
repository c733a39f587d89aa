// The Module Federation plugin of every app, and how its runtime is bundled.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, sep } from "node:path";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { root } from "../workspaces.mjs";
import { sharedSingletons } from "./shared-singletons.mjs";

const require = createRequire(join(root, "package.json"));
/** A package's `dist` folder, found from its main entry (not every package exports its package.json). */
const distOfPackage = (pkg) => {
  const entry = require.resolve(pkg);
  return join(entry.slice(0, entry.lastIndexOf(`${pkg.replace("/", sep)}${sep}`) + pkg.length), "dist");
};

/**
 * The federation runtime as ES modules. rspack's plugin finds the runtime with `require.resolve`, so it arrived as
 * the CommonJS builds (`dist/*.cjs`), which the build cannot tree-shake: every export of the SDK shipped, Node-only
 * loaders included. The packages ship ES module builds beside them (`dist/*.js`); these aliases point the runtime's
 * entries there, and from there every import of the runtime's packages resolves to their ES builds.
 */
export function federationRuntimeAliases() {
  const bundlerRuntime = distOfPackage("@module-federation/webpack-bundler-runtime");
  const injectRuntimeCore = distOfPackage("@module-federation/inject-external-runtime-core-plugin");
  const aliases = {
    // The entry rspack's plugin imports by its absolute path, and the runtime plugin that hands the shell's runtime
    // to production remotes.
    [`${join(bundlerRuntime, "index.cjs")}$`]: join(bundlerRuntime, "index.js"),
    [`${join(injectRuntimeCore, "index.cjs")}$`]: join(injectRuntimeCore, "index.js"),
    // rspack's plugin aliases this name (sub-paths too) to the CommonJS entry; the same key replaces it, and the
    // folder serves `@module-federation/runtime` (its index.js) and its `/core` and `/helpers` sub-paths alike.
    "@module-federation/runtime": distOfPackage("@module-federation/runtime"),
  };
  for (const [from, to] of Object.entries(aliases)) {
    const file = from.endsWith("$") ? to : join(to, "index.js");
    if (!existsSync(file)) throw new Error(`The federation runtime has no ES module build at ${file}`);
  }
  return aliases;
}

export function federation(app, development) {
  const common = { name: app.federationName, shared: sharedSingletons(), dts: false };
  // `target: "web"` drops the runtime's Node-only code (script loading through `vm`, `fetch` of entries on a server).
  // A production remote loads no other remote through the runtime, so its entry leaves out the remotes loader.
  // (The shell keeps the snapshot plugin: it is what reads a remote's mf-manifest.json.)
  // Production remotes use the shell's federation runtime instead of each bundling its own (~100 KB per remote
  // entry). Development keeps it inside each remote so a remote can run alone in its harness page.
  if (app.kind === "host") {
    return new ModuleFederationPlugin({
      ...common,
      remotes: {},
      manifest: false,
      experiments: { provideExternalRuntime: true, optimization: { target: "web" } },
    });
  }
  return new ModuleFederationPlugin({
    ...common,
    filename: "remoteEntry.js",
    exposes: {
      "./app": development ? join(import.meta.dirname, "dev-expose.js") : "./src/remote.ts",
    },
    manifest: true,
    experiments: {
      externalRuntime: !development,
      optimization: { target: "web", disableRemote: !development },
    },
  });
}
