// Builds the runtime registry (/remotes.json) and runtime config (/config.json) the shell fetches at start.
// Generated from the environment and each remote's released remote.json on every start, so moving a remote or
// changing its routes and menu needs no rebuild of the shell.
import { declarationOf, portOf, remotes } from "../rspack/apps.mjs";

/** Where the browser finds each remote: REMOTE_<NAME>_URL, else localhost on the remote's port. */
export function remoteOrigin(app, env = process.env) {
  const url = env[app.urlEnv] ?? `http://localhost:${portOf(app, env)}`;
  return url.replace(/\/+$/, "");
}

export function createRegistry(env = process.env, { fromSource = false } = {}) {
  return Object.fromEntries(
    remotes.map((app) => [
      app.dir,
      {
        ...declarationOf(app, env, { fromSource }),
        federationName: app.federationName,
        manifest: `${remoteOrigin(app, env)}/mf-manifest.json`,
      },
    ]),
  );
}

export function createRuntimeConfig(env = process.env, environment = "production") {
  return {
    // "" = same origin: the shell's server proxies /api to the API.
    apiBaseUrl: env.PUBLIC_API_BASE_URL ?? "",
    environment,
  };
}
