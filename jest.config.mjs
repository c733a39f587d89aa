// One jest run covers every workspace; each project picks the environment its code runs in.
import { remotes } from "./scripts/rspack/apps.mjs";

const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic", importSource: "@emotion/react" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

// ESM-only packages that jest (CommonJS) must transform.
const esmPackages = ["mingo", "hono", "@hono", "nanoid"].join("|");

const project = (dir, testEnvironment, extra = {}) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment,
  transform: { "^.+\\.(t|j)sx?$": swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  testMatch: ["<rootDir>/src/**/*.test.ts", "<rootDir>/src/**/*.test.tsx"],
  moduleNameMapper: {
    "^platform/(.*)$": "<rootDir>/../platform/src/$1",
    "^ui-kit/(.*)$": "<rootDir>/../ui-kit/src/$1",
    "^test-kit/(.*)$": "<rootDir>/../test-kit/src/$1",
    "^contracts/(.*)$": "<rootDir>/../contracts/src/$1",
    "\\.(svg|png|jpg|css)$": "<rootDir>/../scripts/jest-asset-stub.cjs",
    ...extra.moduleNameMapper,
  },
  ...(extra.testMatch ? { testMatch: extra.testMatch, roots: extra.roots } : {}),
  ...(testEnvironment === "jsdom" ? { setupFilesAfterEnv: ["<rootDir>/../test-kit/src/dom-setup.ts"] } : {}),
});

/** A remote also runs the standard remote test (test-kit/src/standard) against its src/remote.ts and src/paths.ts. */
const remoteProject = (dir) =>
  project(dir, "jsdom", {
    moduleNameMapper: {
      "^remote-definition$": "<rootDir>/src/remote.ts",
      "^remote-paths$": "<rootDir>/src/paths.ts",
    },
    roots: ["<rootDir>/src", "<rootDir>/../test-kit/src/standard"],
    testMatch: [
      "<rootDir>/src/**/*.test.ts",
      "<rootDir>/src/**/*.test.tsx",
      "<rootDir>/../test-kit/src/standard/*.conformance.ts",
    ],
  });

export default {
  rootDir: ".",
  // A screen test renders, fetches from a fake API and waits for the answer (up to 5 s, see dom-setup.ts): on a
  // loaded two-core runner the default 5 s per test was too short for the first test of a file. A test that hangs
  // still fails, after 20 s.
  testTimeout: 20_000,
  projects: [
    project("embedded-mongo", "node"),
    project("contracts", "node"),
    project("api", "node"),
    project("platform", "jsdom"),
    project("ui-kit", "jsdom"),
    project("test-kit", "jsdom"),
    project("shell", "jsdom"),
    ...remotes.map((remote) => remoteProject(remote.dir)),
    // Checks across packages (every package's texts): the one project allowed to import across their boundaries.
    project("checks", "jsdom"),
    // Checks of the repository itself (deployment files against the app list).
    project("scripts", "node", { testMatch: ["<rootDir>/*.test.ts"], roots: ["<rootDir>"] }),
  ],
};
