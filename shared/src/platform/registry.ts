import { normalizePath } from "./routes";

/**
 * The runtime registry the shell fetches from /remotes.json: remote name → manifest URL and owned routes.
 * A bad entry is dropped (and reported) so one broken line never takes down the other remotes.
 */
export interface RemoteEntry {
  name: string;
  federationName: string;
  manifest: string;
  routes: string[];
}

export interface ParsedRegistry {
  remotes: RemoteEntry[];
  problems: string[];
}

// Checked by hand rather than with zod: the shell parses nothing else, and zod would add ~40 KB to its first load.
const ROUTE = /^\/[a-z0-9\-/]*$/i;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

type Entry = { federationName?: string; manifest: string; routes: string[] };

function checkEntry(raw: unknown): { entry: Entry } | { problem: string } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { problem: "not an object" };
  const { federationName, manifest, routes } = raw as Record<string, unknown>;
  if (!isHttpUrl(manifest)) return { problem: "manifest must be an http(s) URL" };
  if (!Array.isArray(routes) || routes.length === 0) return { problem: "routes must be a non-empty list" };
  const bad = routes.filter((route) => typeof route !== "string" || !ROUTE.test(route));
  if (bad.length > 0)
    return { problem: `routes must be absolute paths without parameters: ${bad.join(", ")}` };
  if (
    federationName !== undefined &&
    (typeof federationName !== "string" || !IDENTIFIER.test(federationName))
  ) {
    return { problem: "federationName must be a JavaScript identifier" };
  }
  return { entry: { federationName, manifest, routes } };
}

const toFederationName = (name: string) => name.replaceAll("-", "_");

export function parseRegistry(input: unknown): ParsedRegistry {
  const problems: string[] = [];
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { remotes: [], problems: ["the registry is not an object of remote entries"] };
  }
  const remotes: RemoteEntry[] = [];
  const claimed = new Map<string, string>();
  for (const [name, raw] of Object.entries(input)) {
    const parsed = checkEntry(raw);
    if ("problem" in parsed) {
      problems.push(`${name}: ${parsed.problem}`);
      continue;
    }
    const { entry } = parsed;
    const taken = entry.routes.filter((route) => claimed.has(route));
    if (taken.length > 0) {
      problems.push(`${name}: ${taken.map((r) => `${r} already belongs to ${claimed.get(r)}`).join("; ")}`);
      continue;
    }
    for (const route of entry.routes) claimed.set(route, name);
    remotes.push({
      name,
      federationName: entry.federationName ?? toFederationName(name),
      manifest: entry.manifest,
      routes: entry.routes,
    });
  }
  return { remotes, problems };
}

export function remoteForPath(remotes: readonly RemoteEntry[], pathname: string): RemoteEntry | undefined {
  const path = normalizePath(pathname);
  return remotes.find((remote) => remote.routes.includes(path));
}
