import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { declaredRemotes } from "test-kit/declared-remotes";

/** Source files of the shell's app (tests and test helpers excluded: they exercise the real declarations). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the shell knows no remote's path", () => {
  const src = join(__dirname);
  const files = [...sourceFiles(src), join(src, "..", "index.html")];
  const paths = declaredRemotes().flatMap((remote) => remote.routes.map((route) => route.path));

  it("has source files and declared paths to compare", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(paths).toContain("/login");
  });

  it.each(paths)("never names %s, not even in a comment", (path) => {
    // The path as a whole token: "/home" must not match inside "/home-error".
    const token = new RegExp(`(?<![\\w/-])${escapeRegExp(path)}(?![\\w-]|/\\w)`);
    const naming = files.filter((file) => token.test(readFileSync(file, "utf8")));
    expect(naming.map((file) => relative(src, file))).toEqual([]);
  });
});
