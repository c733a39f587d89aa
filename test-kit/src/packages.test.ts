import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const workspaces: string[] = readJson(join(root, "package.json")).workspaces;
const libraries = workspaces
  .map((dir) => ({ dir, pkg: readJson(join(root, dir, "package.json")) }))
  .filter(({ pkg }) => pkg.exports !== undefined);

test("the packages others import are the contracts, the platform, the UI kit, the test kit and the embedded database", () => {
  expect(libraries.map(({ pkg }) => pkg.name).sort()).toEqual([
    "contracts",
    "embedded-mongo",
    "platform",
    "test-kit",
    "ui-kit",
  ]);
});

test.each(libraries.map(({ dir, pkg }) => [dir, pkg.exports as Record<string, string>]))(
  "%s exports a narrow map: no catch-all entry",
  (_dir, exports) => {
    expect(Object.keys(exports)).not.toContain("./*");
    expect(Object.keys(exports).length).toBeGreaterThan(0);
  },
);

test("nothing in production depends on the test kit", () => {
  const dependents = workspaces.filter((dir) => {
    const pkg = readJson(join(root, dir, "package.json"));
    return Object.keys(pkg.dependencies ?? {}).includes("test-kit");
  });
  expect(dependents).toEqual([]);
});
