// Serves every built front-end from its own origin (port), like separate deployments.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { apps, distOf, portOf, shell } from "../rspack/apps.mjs";
import { createApiProxy } from "./api-proxy.mjs";
import { contentSecurityPolicy, documentHeaders, newNonce, withNonce } from "./csp.mjs";
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

/**
 * The shell's server: its build, the registry and runtime config, the /api proxy, and index.html with a content
 * security policy made from the same registry and config it serves, and a fresh style nonce per response. `dir`
 * serves another build the same way (the benchmark's single-bundle build, which reads the same two files).
 */
export function createShellServer({ env = process.env, apiUrl, remotes, dir = distOf(shell, env) }) {
  // Read once at start: a remote's new release (manifest location, routes, menu) is picked up on a restart.
  const registry = createRegistry(env, { remotes });
  const config = createRuntimeConfig(env, "production");
  const template = readFileSync(join(dir, "index.html"), "utf8");
  const page = (_req, res) => {
    const nonce = newNonce();
    const html = withNonce(template, nonce);
    const policy = contentSecurityPolicy({ registry, config, styleNonce: html ? nonce : undefined });
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      // Never reused: each copy carries its own nonce.
      "Cache-Control": "no-store",
      ...documentHeaders(policy),
    });
    res.end(html ?? template);
  };
  return createStaticServer({
    dir,
    page,
    proxy: createApiProxy(apiUrl),
    routes: {
      "/index.html": page,
      "/remotes.json": (_req, res) => sendJson(res, registry),
      "/config.json": (_req, res) => sendJson(res, config),
    },
  });
}

/** Every built app on its own port, on `host`: "localhost" (both loopback addresses) unless a deployment says. */
export async function serveApps({ env = process.env, apiUrl, host = "localhost" }) {
  const servers = [];
  for (const app of apps) {
    const server =
      app.kind === "host"
        ? createShellServer({ env, apiUrl })
        : createStaticServer({ dir: distOf(app, env) });
    const port = portOf(app, env);
    // Listening on "localhost" covers both 127.0.0.1 and ::1, whichever the browser resolves.
    await new Promise((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
    servers.push({ app, port, server });
  }
  return servers;
}
