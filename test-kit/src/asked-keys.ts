import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every `.ts`/`.tsx` source file under `dir`, tests and test helpers left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes("/testing/"));
}

/**
 * The text keys a remote's code asks for literally: `t("a.b")`, `t('a.b')` and `i18nKey="a.b"`. Keys built at run
 * time (template strings) are not seen; their parts are checked by the screens' own tests.
 */
export function askedKeys(srcDir: string): { file: string; key: string }[] {
  const patterns = [/\bt\(\s*"([^"]+)"/g, /\bt\(\s*'([^']+)'/g, /\bi18nKey="([^"]+)"/g];
  return sourceFiles(srcDir).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({ file, key: match[1] ?? "" })),
    );
  });
}

const lookUp = (bundle: unknown, key: string) =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

/** Whether one of the bundles holds the key as a text, plural forms included (`key_one`, `key_other`). */
export function holdsKey(bundles: unknown[], key: string): boolean {
  const bare = key.includes(":") ? key.slice(key.indexOf(":") + 1) : key;
  return bundles.some((bundle) =>
    [bare, `${bare}_one`, `${bare}_other`].some((candidate) => typeof lookUp(bundle, candidate) === "string"),
  );
}
