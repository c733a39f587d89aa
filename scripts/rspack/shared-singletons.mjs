// Libraries every app shares as one instance. Sub-paths are separate keys for Module Federation: without them
// each remote would bundle its own React DOM and JSX runtimes.
// A shared library is bundled whole (the build cannot know which exports other apps use), so only libraries that
// must be one instance are shared. react-router is not: every app renders its own router in its own root, and
// routers meet only through `history` (single-spa re-routes every app on a push), so each app bundles the few
// parts it uses, tree-shaken (about 12 KiB gzip instead of 58 KiB for the whole library on the first page).
// Nor is react-i18next: the one i18next instance is shared, and each remote's root hands it to its own copy
// (`I18nextProvider`, and `setI18n` when it bootstraps); the whole library with `Trans` cost 10 KiB gzip, the parts
// an app uses about 2 KiB. @emotion/cache is shared: every root makes its style cache with it (one copy, not one
// per app).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { root } from "../workspaces.mjs";

const require = createRequire(join(root, "package.json"));
const versionOf = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")).version;

const packages = {
  react: ["react", "react/jsx-runtime", "react/jsx-dev-runtime"],
  "react-dom": ["react-dom", "react-dom/client"],
  i18next: ["i18next"],
  "@emotion/react": ["@emotion/react", "@emotion/react/jsx-runtime", "@emotion/react/jsx-dev-runtime"],
  "@emotion/styled": ["@emotion/styled"],
  "@emotion/cache": ["@emotion/cache"],
  "@tanstack/react-query": ["@tanstack/react-query"],
};

export function sharedSingletons() {
  const shared = {};
  for (const [pkg, keys] of Object.entries(packages)) {
    const version = versionOf(pkg);
    for (const key of keys) {
      shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
    }
  }
  return shared;
}
