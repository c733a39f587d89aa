import { checkDeclaration, type RemoteDeclaration } from "./remote-declaration";
import { normalizePath } from "./routes";

/**
 * The runtime registry the shell fetches from /remotes.json: remote name → manifest URL and the remote's own
 * declaration (remote.json: routes, menu, menu text). A bad entry, route or menu entry is dropped (and reported) so
 * one broken line never takes down the other remotes.
 */
export interface RemoteEntry extends RemoteDeclaration {
  name: string;
  federationName: string;
  manifest: string;
}

export interface ParsedRegistry {
  remotes: RemoteEntry[];
  problems: string[];
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const toFederationName = (name: string) => name.replaceAll("-", "_");

function checkEntry(name: string, raw: unknown): { entry: RemoteEntry; problems: string[] } | string {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return "not an object";
  const { federationName, manifest } = raw as Record<string, unknown>;
  if (!isHttpUrl(manifest)) return "manifest must be an http(s) URL";
  if (
    federationName !== undefined &&
    (typeof federationName !== "string" || !IDENTIFIER.test(federationName))
  ) {
    return "federationName must be a JavaScript identifier";
  }
  const checked = checkDeclaration(raw);
  if (typeof checked === "string") return checked;
  return {
    entry: {
      name,
      federationName: (federationName as string | undefined) ?? toFederationName(name),
      manifest,
      ...checked.declaration,
    },
    problems: checked.problems,
  };
}

export function parseRegistry(input: unknown): ParsedRegistry {
  const problems: string[] = [];
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { remotes: [], problems: ["the registry is not an object of remote entries"] };
  }
  const remotes: RemoteEntry[] = [];
  const claimed = new Map<string, string>();
  for (const [name, raw] of Object.entries(input)) {
    const parsed = checkEntry(name, raw);
    if (typeof parsed === "string") {
      problems.push(`${name}: ${parsed}`);
      continue;
    }
    // A malformed route or menu entry was left out of the entry; the rest of it still loads.
    problems.push(...parsed.problems.map((problem) => `${name}: ${problem}`));
    const { entry } = parsed;
    // A route another remote already owns stays that remote's: the newcomer is dropped whole, so it never shows
    // a menu or half of its screens.
    const taken = entry.routes.filter((route) => claimed.has(route.path));
    if (taken.length > 0) {
      problems.push(
        `${name}: ${taken.map((r) => `${r.path} already belongs to ${claimed.get(r.path)}`).join("; ")}`,
      );
      continue;
    }
    for (const route of entry.routes) claimed.set(route.path, name);
    remotes.push(entry);
  }
  return { remotes, problems };
}

export const routePaths = (remote: Pick<RemoteEntry, "routes">) => remote.routes.map((route) => route.path);

export function remoteForPath(remotes: readonly RemoteEntry[], pathname: string): RemoteEntry | undefined {
  const path = normalizePath(pathname);
  return remotes.find((remote) => remote.routes.some((route) => route.path === path));
}
