// Standalone development page of a remote (`npm run dev -w <remote>`), the same for every remote. The dynamic
// import is the async boundary that lets Module Federation negotiate shared libraries first.
import("platform/remote/harness").then(({ startHarness }) => startHarness(() => import("remote-definition")));
