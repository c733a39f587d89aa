import { parseRegistry } from "platform/core/registry";
import { createSessionStore } from "platform/session/session-store";
import { loadRegistry, loadRuntimeConfig } from "./app/runtime-files";
import { showStartFailed } from "./app/start-failed";
import { rememberReactRenderers } from "./dev-refresh-hook";
import { firstRemote } from "./features/remotes/first-remote";
import { startLoadingRemoteApp } from "./features/remotes/load-remote-app";

// Async boundary: Module Federation must negotiate shared singletons (React, i18next…) before any of them runs.
// A failed chunk load (flaky network) is retried before giving up.
async function boot(attempt = 1): Promise<void> {
  try {
    await import("./bootstrap");
  } catch (error) {
    if (attempt >= 3) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    return boot(attempt + 1);
  }
}

if (process.env.NODE_ENV !== "production") rememberReactRenderers();
void loadRuntimeConfig();
// The first page's remote loads alongside the shell's own chunks rather than after the shell has rendered.
loadRegistry()
  .then((raw) => {
    const signedIn = Boolean(createSessionStore().get("signToken"));
    const remote = firstRemote(parseRegistry(raw).remotes, window.location.pathname, signedIn);
    if (remote) startLoadingRemoteApp(remote);
  })
  // The bootstrap reports a missing registry; without one there is nothing to start early.
  .catch(() => {});
boot().catch((error: unknown) => {
  // Without this the page would stay blank.
  console.error("The shell could not start", error);
  showStartFailed();
});
