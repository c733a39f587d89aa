// One rspack configuration for every front-end app: the shell (host) and each remote.
// Usage in a workspace: `export default (env, argv) => createConfig(import.meta.dirname, env, argv)`.
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import rspack from "@rspack/core";
import { ReactRefreshRspackPlugin } from "@rspack/plugin-react-refresh";
import { contentSecurityPolicy, documentHeaders } from "../serve/csp.mjs";
import { createRegistry, createRuntimeConfig } from "../serve/registry.mjs";
import { securityHeaders } from "../serve/static-server.mjs";
import { apiOrigin, apps, portOf } from "./apps.mjs";
import { federation, federationRuntimeAliases } from "./federation.mjs";

/** spec §9: script chunk load time-out. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The shell's libraries in one chunk: the shared singletons it provides (React DOM, i18next, emotion, TanStack
 * Query) and what the layout uses, all needed before the first page shows. Split by library they came in a dozen
 * scripts, each with its own glue and gzip dictionary, and the emotion packages' helpers twice.
 */
const hostChunks = {
  cacheGroups: {
    libraries: {
      test: /[\\/]node_modules[\\/]/,
      name: "libraries",
      chunks: "async",
      enforce: true,
      priority: 10,
    },
  },
};

const require = createRequire(import.meta.url);

/** Parts of libraries the browser never runs, left out of every front-end's build (each stub says why). */
export const libraryAliases = () => ({
  [`${join(dirname(require.resolve("axios/package.json")), "lib/adapters/fetch.js")}$`]: join(
    import.meta.dirname,
    "stubs/axios-fetch-adapter.js",
  ),
});

/**
 * A remote's libraries stay with the code that imports them: its router and react-i18next, which its root uses,
 * come in its `./app` chunk instead of a script of their own (the screens' chunks find them loaded there).
 */
const remoteChunks = { cacheGroups: { defaultVendors: false } };

export const swcRule = (development) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: "builtin:swc-loader",
  options: {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: {
        // Development adds React Refresh registrations for hot updates.
        react: { runtime: "automatic", importSource: "@emotion/react", development, refresh: development },
      },
      target: "es2022",
    },
  },
  type: "javascript/auto",
});

const json = (body) => (_req, res) => {
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.end(JSON.stringify(body()));
};

/**
 * The production headers (scripts/serve), relaxed for development: connect-src also lists the WebSocket of every
 * app's dev server, since each remote mounted in the shell's page opens its own for hot updates; and styles may be
 * inline, since the dev server's in-memory index.html gets no per-response nonce.
 */
function devHeaders(app) {
  const headers = { "Access-Control-Allow-Origin": "*", ...securityHeaders };
  if (app.kind !== "host") return headers;
  const policy = contentSecurityPolicy({
    registry: createRegistry(),
    config: createRuntimeConfig(process.env, "development"),
    devConnect: apps.map((each) => `ws://localhost:${portOf(each)}`),
  });
  return { ...headers, ...documentHeaders(policy) };
}

function devServer(app) {
  const port = portOf(app);
  return {
    port,
    host: "localhost",
    hot: true,
    historyApiFallback: true,
    static: false,
    headers: devHeaders(app),
    client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: false },
    // Like the production proxy: development aids (the mail outbox) are only on the API's own port.
    proxy: [
      {
        context: (path) => path.startsWith("/api") && !/^\/api\/[^/]+\/dev(\/|$)/i.test(path),
        target: apiOrigin(),
        xfwd: true,
      },
    ],
    setupMiddlewares: (middlewares) => {
      if (app.kind !== "host") return middlewares;
      return [
        {
          name: "registry",
          path: "/remotes.json",
          middleware: json(() => createRegistry(process.env, { fromSource: true })),
        },
        {
          name: "runtime-config",
          path: "/config.json",
          middleware: json(() => createRuntimeConfig(process.env, "development")),
        },
        ...middlewares,
      ];
    },
  };
}

/**
 * `env.outDir` builds into another folder and `env.declaration` ships another remote.json with the release: a
 * release candidate built beside the current one (the end-to-end suite uses both).
 */
export function createConfig(dir, env = {}, argv = {}) {
  const name = basename(dir);
  const app = apps.find((a) => a.dir === name);
  if (!app) throw new Error(`No app named ${name} in scripts/rspack/apps.mjs`);
  const mode = argv.mode ?? (process.env.NODE_ENV === "development" ? "development" : "production");
  const development = mode === "development";
  const isHost = app.kind === "host";
  const hashed = development ? "[name].js" : "[name].[contenthash:10].js";

  // A remote's harness page (standalone development) exists only in development builds.
  const entry = isHost
    ? { main: "./src/index.ts" }
    : development
      ? { harness: join(import.meta.dirname, "harness-entry.js") }
      : {};

  return {
    context: dir,
    mode,
    // Production maps are written beside the bundles but not referenced from them, so no browser fetches them; the
    // web image leaves them out (docker build --target web-build keeps them for an error tracker; none is set up).
    devtool: development ? "cheap-module-source-map" : "hidden-source-map",
    entry,
    output: {
      path: env.outDir ?? join(dir, "dist"),
      publicPath: isHost ? "/" : "auto",
      uniqueName: app.federationName,
      filename: hashed,
      chunkFilename: hashed,
      cssFilename: development ? "[name].css" : "[name].[contenthash:10].css",
      clean: true,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      crossOriginLoading: "anonymous",
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      alias: {
        "remote-definition$": join(dir, "src/remote.ts"),
        ...federationRuntimeAliases(),
        ...libraryAliases(),
      },
    },
    module: {
      rules: [swcRule(development), { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: "asset" }],
    },
    plugins: [
      federation(app, development),
      // The remote's routes and menu travel with its release: the shell's server reads them from there at start.
      ...(isHost
        ? []
        : [
            new rspack.CopyRspackPlugin({
              patterns: [{ from: env.declaration ?? "remote.json", to: "remote.json" }],
            }),
          ]),
      // Hot updates keep component state while a team edits its remote.
      ...(development ? [new ReactRefreshRspackPlugin()] : []),
      ...(isHost || development
        ? [
            new rspack.HtmlRspackPlugin({
              template: isHost ? join(dir, "index.html") : join(import.meta.dirname, "harness.html"),
              chunks: isHost ? ["main"] : ["harness"],
              // The page is served for every route (history fallback), so its scripts need root-absolute URLs:
              // with the remote's publicPath "auto" they came out relative and /signup/verify asked for
              // /signup/harness.js. Chunks still resolve from the script's own URL.
              publicPath: "/",
            }),
          ]
        : []),
    ],
    optimization: {
      moduleIds: development ? "named" : "deterministic",
      ...(development ? {} : { splitChunks: isHost ? hostChunks : remoteChunks }),
    },
    performance: { hints: false },
    devServer: devServer(app),
    stats: "errors-warnings",
    // publicPath "auto" is intended: a remote's chunks load from wherever its manifest was found.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    infrastructureLogging: { level: "error" },
  };
}
