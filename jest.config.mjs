// One jest run covers every workspace; each project picks the environment its code runs in.
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
    "^shared/ui/(.*)$": "<rootDir>/../shared/src/ui/$1.tsx",
    "^shared/(.*)$": "<rootDir>/../shared/src/$1",
    "^contracts/(.*)$": "<rootDir>/../contracts/src/$1",
    "\\.(svg|png|jpg|css)$": "<rootDir>/../scripts/jest-asset-stub.cjs",
    ...extra.moduleNameMapper,
  },
  ...(extra.testMatch ? { testMatch: extra.testMatch, roots: extra.roots } : {}),
});

/** A remote also runs the standard remote test (shared/src/remote/standard) against its own src/remote.ts. */
const remoteProject = (dir) =>
  project(dir, "jsdom", {
    moduleNameMapper: { "^remote-definition$": "<rootDir>/src/remote.ts" },
    roots: ["<rootDir>/src", "<rootDir>/../shared/src/remote/standard"],
    testMatch: [
      "<rootDir>/src/**/*.test.ts",
      "<rootDir>/src/**/*.test.tsx",
      "<rootDir>/../shared/src/remote/standard/*.conformance.ts",
    ],
  });

export default {
  rootDir: ".",
  projects: [
    project("embedded-mongo", "node"),
    project("contracts", "node"),
    project("api", "node"),
    project("shared", "jsdom"),
    project("shell", "jsdom"),
    ...["mf-auth", "mf-club", "mf-schedule", "mf-reservation", "mf-staff-roles", "mf-customers"].map(
      remoteProject,
    ),
  ],
};
