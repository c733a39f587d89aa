// Serves every built front-end from its own origin (port), like separate deployments.
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { apps, distOf, portOf } from "../rspack/apps.mjs";
import { createApiProxy } from "./api-proxy.mjs";
import { createRegistry, createRuntimeConfig } from "./registry.mjs";
import { createStaticServer, sendJson } from "./static-server.mjs";

/** Resolves to null when the port is free, else to a readable reason. */
export function portProblem(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) => resolve(error.code === "EADDRINUSE" ? "already in use" : error.message));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

export function missingBuilds() {
  return apps.filter(
    (app) => !existsSync(join(distOf(app), app.kind === "host" ? "index.html" : "mf-manifest.json")),
  );
}

export async function serveApps({ env = process.env, apiUrl }) {
  // Read once at start: a remote's new release (manifest location, routes, menu) is picked up on a restart.
  const registry = createRegistry(env);
  const servers = [];
  for (const app of apps) {
    const dir = distOf(app, env);
    const options =
      app.kind === "host"
        ? {
            dir,
            fallback: "index.html",
            proxy: createApiProxy(apiUrl),
            routes: {
              "/remotes.json": (_req, res) => sendJson(res, registry),
              "/config.json": (_req, res) => sendJson(res, createRuntimeConfig(env, "production")),
            },
          }
        : { dir };
    const server = createStaticServer(options);
    const port = portOf(app, env);
    // Listening on "localhost" covers both 127.0.0.1 and ::1, whichever the browser resolves.
    await new Promise((resolve, reject) => server.once("error", reject).listen(port, "localhost", resolve));
    servers.push({ app, port, server });
  }
  return servers;
}
