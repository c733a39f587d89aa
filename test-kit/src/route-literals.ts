// Test helper (jest only): where a remote's source names a route by its literal path instead of by purpose or type.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { readDeclaration, remoteNames } from "./declared-remotes";

const root = join(__dirname, "..", "..");

const routePaths = (remote: string): string[] =>
  (readDeclaration(remote) as { routes: { path: string }[] }).routes.map((route) => route.path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A quoted path at the start of a string: "/staff", '/staff', `/edit-role?id=…`. */
const QUOTED_PATH = /["'`](\/[a-z0-9/-]*)(?=["'`?#$])/g;

/**
 * The literal paths in `remote`'s source (tests aside) that break the navigation rules: any route of another remote
 * (reach it with `routes.pathFor(purpose)`), and a navigation to its own route not typed through `pathTo`.
 */
export function routeLiterals(remote: string): string[] {
  const own = new Set(routePaths(remote));
  const others = new Map(
    remoteNames()
      .filter((name) => name !== remote)
      .flatMap((name) => routePaths(name).map((path) => [path, name] as const)),
  );
  const found: string[] = [];
  for (const file of sourceFiles(join(root, remote, "src"))) {
    const where = relative(root, file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(QUOTED_PATH)) {
      const path = match[1] ?? "";
      const owner = others.get(path);
      if (owner) found.push(`${where}: ${path} belongs to ${owner}`);
    }
    for (const match of text.matchAll(/(?:navigate\(|<Link to=|<Navigate to=)["'`](\/[a-z0-9/-]*)/g)) {
      if (own.has(match[1] ?? "")) found.push(`${where}: ${match[1]} is not typed through pathTo`);
    }
  }
  return found;
}
