import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/**
 * Inside a remote, a feature never imports another feature (bulletproof-react's rule: app → features → shared):
 * what two features use lives in `src/features/common`. A relative import that leaves its feature folder for another
 * feature fails here, naming the file and the import, tests included.
 */
const root = join(__dirname, "..", "..");
const remotes = readdirSync(root).filter(
  (dir) => dir.startsWith("mf-") && existsSync(join(root, dir, "src", "features")),
);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The feature folder a path of a remote's sources lies in, if any. */
const featureOf = (path: string) => /\/src\/features\/([^/]+)\//.exec(`${relative(root, path)}/`)?.[1];

function crossFeatureImports(remote: string): string[] {
  return files(join(root, remote, "src", "features")).flatMap((file) => {
    const own = featureOf(`${dirname(file)}/`);
    return [...readFileSync(file, "utf8").matchAll(/(?:from |import\()"(\.{1,2}\/[^"]*)"/g)]
      .map((match) => match[1] as string)
      .filter((spec) => {
        const target = featureOf(`${normalize(join(dirname(file), spec))}/`);
        return own !== undefined && target !== undefined && target !== own && target !== "common";
      })
      .map((spec) => `${relative(root, file)} imports ${spec}`);
  });
}

test("the check reads every remote's features", () => {
  expect(remotes).toEqual(expect.arrayContaining(["mf-auth", "mf-club", "mf-customers", "mf-staff-roles"]));
});

test.each(remotes)(
  "%s: no feature imports another feature (shared pieces are in features/common)",
  (remote) => {
    expect(crossFeatureImports(remote)).toEqual([]);
  },
);
