import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { remoteKeys } from "./keys";
import { sharedKeys } from "./shared-keys";

/**
 * The cache every remote shares is a contract between apps released apart: one key, one shape. These checks read
 * the front-end apps' own sources (tests excluded) and fail, naming the file, on any way to put a second shape under
 * a key someone else owns.
 */
const root = join(__dirname, "..", "..", "..");
const apps = [
  "shell",
  ...readdirSync(root).filter((dir) => dir.startsWith("mf-") && statSync(join(root, dir)).isDirectory()),
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "testing" || name === "test" ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = apps.flatMap((app) =>
  sources(join(root, app, "src")).map((path) => ({
    app,
    name: relative(root, path),
    text: readFileSync(path, "utf8"),
  })),
);

test("the checks read every front-end app", () => {
  expect(apps).toEqual(expect.arrayContaining(["shell", "mf-club", "mf-staff-roles", "mf-customers"]));
  expect(files.length).toBeGreaterThan(100);
});

test("no app builds a query key by hand: keys come from the platform's shared reads or the app's own namespace", () => {
  const literal = /\b(queryKey:|setQueryData\(|getQueryData\()\s*\[/;
  expect(files.filter((file) => literal.test(file.text)).map((file) => file.name)).toEqual([]);
});

test("no app reads under a platform key with a fetcher of its own (the shared read's hook is the way)", () => {
  const ownRead = files.filter(
    (file) => /\bqueryFn\b/.test(file.text) && /\bsharedKeys\b|\b\w+Query\([^)]*\)\.queryKey/.test(file.text),
  );
  expect(ownRead.map((file) => file.name)).toEqual([]);
});

test("only an app's query-keys module makes keys, under the app's own name", () => {
  const makers = files.filter((file) => /from "platform\/data\/keys"/.test(file.text));
  for (const file of makers) {
    expect(file.name).toBe(`${file.app}/src/query-keys.ts`);
    expect(file.text).toContain(`remoteKeys("${file.app}")`);
  }
});

test("a remote's keys never fall under a platform key, nor under another remote's", () => {
  const club = remoteKeys("mf-club");
  const customers = remoteKeys("mf-customers");
  const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
    prefix.every((part, i) => JSON.stringify(key[i]) === JSON.stringify(part));
  const platform = [
    sharedKeys.clubs(),
    sharedKeys.user(),
    sharedKeys.permissions(),
    sharedKeys.club("c1"),
    sharedKeys.clubName("c1"),
    sharedKeys.myRole("c1"),
  ];
  for (const own of [club.account("clubs"), club.club("c1", "club"), club.public("user")]) {
    for (const shared of platform) expect(startsWith(own, shared)).toBe(false);
    expect(startsWith(own, customers.account())).toBe(false);
    expect(startsWith(own, customers.club("c1"))).toBe(false);
  }
  // Switching clubs still covers every club-level key of a remote.
  expect(startsWith(club.club("c1", "anything"), ["club", "c1"])).toBe(true);
});
