import { loadRegistry, loadRuntimeConfig } from "./app/runtime-files";
import { showStartFailed } from "./app/start-failed";
import { rememberReactRenderers } from "./dev-refresh-hook";

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
void loadRegistry();
boot().catch((error: unknown) => {
  // Without this the page would stay blank.
  console.error("The shell could not start", error);
  showStartFailed();
});
