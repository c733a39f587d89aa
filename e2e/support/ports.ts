import { remotes } from "../../scripts/rspack/apps.mjs";

/**
 * Ports of the end-to-end deployment. Chosen once per run (the runner sets E2E_PORT_BASE before workers start, and
 * they inherit it), away from the development ports so a running `npm start` does not collide. The remotes are the
 * workspaces that declare one (scripts/rspack/apps.mjs), so a new remote is deployed here too.
 */
if (!process.env.E2E_PORT_BASE) process.env.E2E_PORT_BASE = String(20_000 + (process.pid % 600) * 40);

const base = Number(process.env.E2E_PORT_BASE);

/** Every remote of the workspace, by folder name. */
export type RemoteName = string;
export const remoteNames: RemoteName[] = remotes.map((remote) => remote.dir);

export const ports: { shell: number; api: number } & Record<string, number> = {
  shell: base,
  api: base + 8,
  ...Object.fromEntries(remoteNames.map((name, i) => [name, base + 10 + i])),
};

/**
 * The API's embedded database, on a known port so a spec can reach the data the API works on: the holds spec moves
 * an online hold's expiry into the past instead of waiting minutes for it (docs/api.md "Holds").
 */
export const embeddedMongoPort = base + 9;

export const origin = (app: RemoteName | "shell" | "api") => `http://localhost:${ports[app]}`;

/** The environment `npm start` reads (scripts/start.mjs) for this deployment. */
export function deploymentEnv(): Record<string, string> {
  return {
    SHELL_PORT: String(ports.shell),
    ...Object.fromEntries(remotes.map((remote) => [remote.portEnv, String(ports[remote.dir])])),
    API_PORT: String(ports.api),
    EMBEDDED_MONGO_IN_MEMORY: "1",
    EMBEDDED_MONGO_PORT: String(embeddedMongoPort),
  };
}
