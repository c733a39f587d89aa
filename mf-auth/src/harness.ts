// Standalone development page: `npm run dev -w mf-auth`. The dynamic import is the async boundary that lets
// Module Federation negotiate shared libraries first.
import("shared/remote/harness").then(({ startHarness }) =>
  startHarness("mf-auth", () => import("./app/lifecycles")),
);
