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

const project = (dir, testEnvironment) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment,
  transform: { "^.+\\.(t|j)sx?$": swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  testMatch: ["<rootDir>/src/**/*.test.ts", "<rootDir>/src/**/*.test.tsx"],
  moduleNameMapper: {
    "^shared/ui/(.*)$": "<rootDir>/../shared/src/ui/$1.tsx",
    "^shared/(.*)$": "<rootDir>/../shared/src/$1",
    "\\.(svg|png|jpg|css)$": "<rootDir>/../scripts/jest-asset-stub.cjs",
  },
});

export default {
  rootDir: ".",
  projects: [
    project("embedded-mongo", "node"),
    project("api", "node"),
    project("shared", "jsdom"),
    project("shell", "jsdom"),
    ...["mf-auth", "mf-club", "mf-schedule", "mf-reservation", "mf-staff-roles", "mf-customers"].map((d) =>
      project(d, "jsdom"),
    ),
  ],
};
