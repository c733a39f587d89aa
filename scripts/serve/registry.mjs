// Builds the runtime registry (/remotes.json) and runtime config (/config.json) the shell fetches at start.
// Generated from the environment and each remote's released remote.json on every start, so moving a remote or
// changing its routes and menu needs no rebuild of the shell.
import { declarationOf, portOf, remotes } from "../rspack/apps.mjs";

/** Where the browser finds each remote: REMOTE_<NAME>_URL, else localhost on the remote's port. */
export function remoteOrigin(app, env = process.env) {
  const url = env[app.urlEnv] ?? `http://localhost:${portOf(app, env)}`;
  return url.replace(/\/+$/, "");
}

/**
 * `remotes`: the remotes the registry lists, every workspace remote unless told otherwise (the end-to-end suite
 * starts a shell whose registry lacks one, then restarts it with it).
 */
export function createRegistry(env = process.env, { fromSource = false, remotes: listed = remotes } = {}) {
  return Object.fromEntries(
    listed.map((app) => [
      app.dir,
      {
        ...declarationOf(app, env, { fromSource }),
        federationName: app.federationName,
        manifest: `${remoteOrigin(app, env)}/mf-manifest.json`,
      },
    ]),
  );
}

/**
 * REMOTE_OVERRIDE_ORIGINS: the origins a developer may point one remote at from their browser (README "Trying a
 * remote build against a running shell"); empty, the default, turns overrides off. Anything but an http(s) origin
 * stops the start: a typo must not silently open the page to another host.
 */
export function overrideOrigins(env = process.env) {
  return (env.REMOTE_OVERRIDE_ORIGINS ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      let url;
      try {
        url = new URL(value);
      } catch {
        throw new Error(`REMOTE_OVERRIDE_ORIGINS: "${value}" is not an http(s) origin`);
      }
      if (!["http:", "https:"].includes(url.protocol) || url.origin !== value.replace(/\/+$/, "")) {
        throw new Error(
          `REMOTE_OVERRIDE_ORIGINS: "${value}" is not an http(s) origin (scheme, host and port only)`,
        );
      }
      return url.origin;
    });
}

export function createRuntimeConfig(env = process.env, environment = "production") {
  return {
    // "" = same origin: the shell's server proxies /api to the API.
    apiBaseUrl: env.PUBLIC_API_BASE_URL ?? "",
    environment,
    remoteOverrideOrigins: overrideOrigins(env),
  };
}
