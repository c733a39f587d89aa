// Serves every built front-end from its own origin (port), like separate deployments.
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { apps, portOf } from "../rspack/apps.mjs";
import { root } from "../workspaces.mjs";
import { createApiProxy } from "./api-proxy.mjs";
import { contentSecurityPolicy, documentHeaders } from "./csp.mjs";
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
    (app) =>
      !existsSync(join(root, app.dir, "dist", app.kind === "host" ? "index.html" : "mf-manifest.json")),
  );
}

/**
 * The shell's server: its build, the registry and runtime config, the /api proxy, and a content security policy
 * made once, now, from the same registry and config it serves.
 */
export function createShellServer({ env = process.env, apiUrl }) {
  const registry = createRegistry(env);
  const config = createRuntimeConfig(env, "production");
  const headers = documentHeaders(contentSecurityPolicy({ registry, config }));
  return createStaticServer({
    dir: join(root, "shell", "dist"),
    fallback: "index.html",
    proxy: createApiProxy(apiUrl),
    documentHeaders: () => headers,
    routes: {
      "/remotes.json": (_req, res) => sendJson(res, registry),
      "/config.json": (_req, res) => sendJson(res, config),
    },
  });
}

export async function serveApps({ env = process.env, apiUrl }) {
  const servers = [];
  for (const app of apps) {
    const server =
      app.kind === "host"
        ? createShellServer({ env, apiUrl })
        : createStaticServer({ dir: join(root, app.dir, "dist") });
    const port = portOf(app, env);
    // Listening on "localhost" covers both 127.0.0.1 and ::1, whichever the browser resolves.
    await new Promise((resolve, reject) => server.once("error", reject).listen(port, "localhost", resolve));
    servers.push({ app, port, server });
  }
  return servers;
}
