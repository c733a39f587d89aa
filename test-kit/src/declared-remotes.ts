// Test helper (jest only): the platform as the remotes of this repository declare it, read from their remote.json.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseRegistry, type RemoteEntry } from "platform/core/registry";
import { createRouteTable, type RouteTable } from "platform/core/route-table";

const root = join(__dirname, "..", "..");

/** Every workspace with a remote.json, by folder name. */
export const remoteNames = (): string[] =>
  readdirSync(root)
    .filter((dir) => existsSync(join(root, dir, "remote.json")))
    .sort();

export const readDeclaration = (remote: string): unknown =>
  JSON.parse(readFileSync(join(root, remote, "remote.json"), "utf8"));

/** The registry the shell would read, with each remote at a made-up origin. */
export function declaredRegistry(): Record<string, unknown> {
  return Object.fromEntries(
    remoteNames().map((name) => [
      name,
      { ...(readDeclaration(name) as object), manifest: `http://localhost/${name}/mf-manifest.json` },
    ]),
  );
}

export function declaredRemotes(): RemoteEntry[] {
  const { remotes, problems } = parseRegistry(declaredRegistry());
  if (problems.length > 0) throw new Error(`remote.json problems: ${problems.join("; ")}`);
  return remotes;
}

export const declaredRouteTable = (): RouteTable => createRouteTable(declaredRemotes());
