import { z } from "zod";
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

const routeSchema = z.string().regex(/^\/[a-z0-9\-/]*$/i, "a route is an absolute path without parameters");

const entrySchema = z.object({
  federationName: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*$/)
    .optional(),
  manifest: z.url({ protocol: /^https?$/ }),
  routes: z.array(routeSchema).min(1),
});

const toFederationName = (name: string) => name.replaceAll("-", "_");

export function parseRegistry(input: unknown): ParsedRegistry {
  const problems: string[] = [];
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { remotes: [], problems: ["the registry is not an object of remote entries"] };
  }
  const remotes: RemoteEntry[] = [];
  const claimed = new Map<string, string>();
  for (const [name, raw] of Object.entries(input)) {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(
        `${name}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      );
      continue;
    }
    const taken = parsed.data.routes.filter((route) => claimed.has(route));
    if (taken.length > 0) {
      problems.push(`${name}: ${taken.map((r) => `${r} already belongs to ${claimed.get(r)}`).join("; ")}`);
      continue;
    }
    for (const route of parsed.data.routes) claimed.set(route, name);
    remotes.push({
      name,
      federationName: parsed.data.federationName ?? toFederationName(name),
      manifest: parsed.data.manifest,
      routes: parsed.data.routes,
    });
  }
  return { remotes, problems };
}

export function remoteForPath(remotes: readonly RemoteEntry[], pathname: string): RemoteEntry | undefined {
  const path = normalizePath(pathname);
  return remotes.find((remote) => remote.routes.includes(path));
}
