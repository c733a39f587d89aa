import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const workspaces: string[] = readJson(join(root, "package.json")).workspaces;
const workspaceDirs = new Map(
  workspaces.map((dir) => [readJson(join(root, dir, "package.json")).name as string, join(root, dir)]),
);

/** Where a dependency's package.json is: a workspace, else the installed package (nested copy first). */
function manifestOf(name: string, from: string) {
  const workspace = workspaceDirs.get(name);
  if (workspace) return join(workspace, "package.json");
  for (const dir of [join(from, "node_modules", name), join(root, "node_modules", name)]) {
    if (existsSync(join(dir, "package.json"))) return join(dir, "package.json");
  }
  return undefined;
}

/** Every package the API needs in production, followed through workspace packages and their dependencies. */
function productionClosure() {
  const seen = new Set<string>();
  const queue = [join(root, "api", "package.json")];
  while (queue.length > 0) {
    const manifest = queue.pop() as string;
    const pkg = readJson(manifest);
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      if (seen.has(name)) continue;
      seen.add(name);
      const next = manifestOf(name, join(manifest, ".."));
      if (next) queue.push(next);
    }
  }
  return seen;
}

test("the API's production dependencies hold no browser UI, platform or browser HTTP client", () => {
  const closure = productionClosure();
  expect(closure).toContain("mongodb");
  const browserOnly = [...closure].filter((name) =>
    /^(react|react-dom|react-router|react-router-dom|react-i18next|@emotion\/.*|single-spa.*|i18next-browser-languagedetector|axios|platform|ui-kit|test-kit)$/.test(
      name,
    ),
  );
  expect(browserOnly).toEqual([]);
});

test("the built API runs on its production dependencies alone: no TypeScript runner, no embedded database", () => {
  const closure = productionClosure();
  // The contracts are compiled into the build (api/build.mjs); the embedded database is for development and tests.
  expect(
    [...closure].filter((name) => /^(tsx|esbuild|typescript|contracts|embedded-mongo|mingo)$/.test(name)),
  ).toEqual([]);
});
