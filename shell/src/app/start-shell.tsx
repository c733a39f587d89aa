import { CacheProvider } from "@emotion/react";
import { QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { parseRegistry } from "platform/core/registry";
import { createRouteTable } from "platform/core/route-table";
import { createStyleCache } from "platform/core/style-cache";
import { addTranslations } from "platform/i18n/register";
import { PlatformContext } from "platform/remote/platform-context";
import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createForbiddenStore } from "../features/session/forbidden-store";
import { initShellI18n } from "./i18n";
import { createShellPlatform } from "./platform";
import { loadRegistry, loadRuntimeConfig } from "./runtime-files";
import { ShellContext, type ShellServices } from "./shell-context";

/**
 * What every start of the shell's layout needs before anything renders: the runtime config, the registry's remotes
 * (bad entries logged and left out) with their menu texts, the route table, the forbidden dialog's store and the
 * platform contract. The federated shell and the single-bundle comparison build start the same way.
 */
export async function prepareShell() {
  const [config, rawRegistry] = await Promise.all([loadRuntimeConfig(), loadRegistry(), initShellI18n()]);
  const { remotes, problems } = parseRegistry(rawRegistry);
  for (const problem of problems) console.error(`Registry entry ignored: ${problem}`);
  // The menu's text comes with each remote's declaration, so the menu is labelled before any remote loads.
  for (const remote of remotes) addTranslations(i18next, remote.namespace, remote.texts);
  const routes = createRouteTable(remotes);
  const forbidden = createForbiddenStore();
  const { platform, setAccessMap } = createShellPlatform(config, routes, forbidden.show);
  return { remotes, routes, forbidden, platform, setAccessMap };
}

/** Renders `app` (the shell's layout) into the page with the style cache, data cache, contract and services. */
export function renderShell(services: ShellServices, app: ReactNode) {
  const rootElement = document.getElementById("shell-root") ?? document.body;
  createRoot(rootElement).render(
    <StrictMode>
      <CacheProvider value={createStyleCache("shell")}>
        <QueryClientProvider client={services.platform.queries}>
          {/* The shell reads data the way remotes do: typed clients and the selected club from the contract. */}
          <PlatformContext.Provider value={services.platform}>
            <ShellContext.Provider value={services}>{app}</ShellContext.Provider>
          </PlatformContext.Provider>
        </QueryClientProvider>
      </CacheProvider>
    </StrictMode>,
  );
}
