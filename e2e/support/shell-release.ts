import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { get, type Server } from "node:http";
import { join } from "node:path";
// The same registry and shell server `npm start` uses.
import type { remotes } from "../../scripts/rspack/apps.mjs";
import { createShellServer, portProblem } from "../../scripts/serve/serve-apps.mjs";
import { deploymentEnv, ports } from "./ports";

/**
 * A remote joins the platform by the registry alone: the release specs start the shell's server of `npm start` on a
 * port of their own, its registry listing some of the suite's remotes, restart it with another list, and prove the
 * shell's build was not touched meanwhile.
 */

/** The shell's build, as the suite's deployment serves it. */
export const shellBuild = join(import.meta.dirname, "..", "..", "shell", "dist");

/** Every file of a build with a digest of its bytes: the same list means the same build. */
export const contentsOf = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort()
    .map(
      (file) =>
        `${file} ${createHash("sha256")
          .update(readFileSync(join(dir, file)))
          .digest("hex")}`,
    );

/** A free port away from the suite's deployment, for a shell's server of the spec's own. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 43_000 + Math.floor(Math.random() * 2_000);
    if ((await portProblem(port)) === null) return port;
  }
  throw new Error("No free port for the shell's server");
}

/** The shell's server of `npm start` on `port`, its registry listing `listed`, over the suite's remotes and API. */
export async function startShell(port: number, listed: typeof remotes) {
  const server = createShellServer({
    env: { ...deploymentEnv(), SHELL_PORT: String(port) },
    apiUrl: `http://127.0.0.1:${ports.api}`,
    remotes: listed,
  });
  await new Promise<void>((resolve, reject) =>
    server.once("error", reject).listen(port, "localhost", resolve),
  );
  return server;
}

export async function stop(server: Server) {
  const closed = new Promise((resolve) => server.close(resolve));
  // Without dropping the browser's keep-alive connections, close() would wait for them to time out.
  server.closeAllConnections();
  await closed;
}

/** A registry entry as a spec reads it: the remote's declared routes and menu. */
export interface RegistryEntry {
  routes: { path: string; public?: boolean; fullPage?: boolean; purpose?: string }[];
  menu?: unknown[];
}

/**
 * The registry the shell's server at `shell` serves, on a connection of its own: a kept-alive one from before a
 * restart would be to the stopped server.
 */
export function registryOf(shell: string): Promise<Record<string, RegistryEntry>> {
  return new Promise((resolve, reject) => {
    get(`${shell}/remotes.json`, { agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => {
        try {
          resolve(JSON.parse(body));
        } catch (error) {
          reject(error);
        }
      });
    }).on("error", reject);
  });
}

/** The remotes the registry of the shell's server at `shell` lists, by folder name. */
export const registryNames = async (shell: string) => Object.keys(await registryOf(shell));
