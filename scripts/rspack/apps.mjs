// The front-end apps of the platform: one host (shell) and the remotes it loads at run time.
// Ports and remote URLs can be overridden by environment variables, so nothing here is baked into a bundle.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../workspaces.mjs";

const remote = (dir, port) => ({
  dir,
  kind: "remote",
  /** Module Federation container names must be valid identifiers. */
  federationName: dir.replaceAll("-", "_"),
  portEnv: `${dir.replaceAll("-", "_").toUpperCase()}_PORT`,
  urlEnv: `REMOTE_${dir.replaceAll("-", "_").toUpperCase()}_URL`,
  distEnv: `REMOTE_${dir.replaceAll("-", "_").toUpperCase()}_DIST`,
  defaultPort: port,
});

export const shell = {
  dir: "shell",
  kind: "host",
  federationName: "shell",
  portEnv: "SHELL_PORT",
  defaultPort: 3000,
};

/**
 * Every workspace with a `remote.json` is a remote, in the order of the workspace list; its development port is
 * `config.port` in its package.json. Adding a remote is adding its folder to the workspaces: start, dev, build and
 * the tests read this list.
 */
function declaredRemotes() {
  const workspaceDirs = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces;
  const found = workspaceDirs
    .filter((dir) => existsSync(join(root, dir, "remote.json")))
    .map((dir) => {
      const port = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).config?.port;
      if (!Number.isInteger(port))
        throw new Error(`${dir}/package.json needs config.port, its development port`);
      return remote(dir, port);
    });
  const taken = new Map([[shell.defaultPort, shell.dir]]);
  for (const app of found) {
    const other = taken.get(app.defaultPort);
    if (other) throw new Error(`${app.dir} and ${other} both use port ${app.defaultPort}`);
    taken.set(app.defaultPort, app.dir);
  }
  return found;
}

export const remotes = declaredRemotes();

export const apps = [shell, ...remotes];

export const portOf = (app, env = process.env) => Number(env[app.portEnv] ?? app.defaultPort);

/** The folder an app's release is served from: its build, or for a remote REMOTE_<NAME>_DIST. */
export const distOf = (app, env = process.env) =>
  (app.distEnv && env[app.distEnv]) || join(root, app.dir, "dist");

/**
 * A remote's declaration (routes, menu, menu text): the remote.json its release carries (the build copies it next to
 * the manifest), else, and always for development servers (which write no release), the one beside its code.
 */
export function declarationOf(app, env = process.env, { fromSource = false } = {}) {
  const released = join(distOf(app, env), "remote.json");
  const file = !fromSource && existsSync(released) ? released : join(root, app.dir, "remote.json");
  return JSON.parse(readFileSync(file, "utf8"));
}

export const apiPort = (env = process.env) => Number(env.API_PORT ?? 4000);

/**
 * Where the shell's /api proxy and the start scripts reach the API: its API_HOST, except that an API listening on
 * every interface is reached on the loopback address.
 */
export function apiOrigin(env = process.env) {
  const host = env.API_HOST ?? "127.0.0.1";
  const reachable = ["0.0.0.0", "::", "[::]"].includes(host)
    ? "127.0.0.1"
    : host.includes(":")
      ? `[${host}]`
      : host;
  return `http://${reachable}:${apiPort(env)}`;
}
