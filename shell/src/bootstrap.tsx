import { CacheProvider } from "@emotion/react";
import { QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { parseRegistry, remoteForPath } from "platform/core/registry";
import { createRouteTable } from "platform/core/route-table";
import { createStyleCache } from "platform/core/style-cache";
import { addTranslations } from "platform/i18n/register";
import { PlatformContext } from "platform/remote/platform-context";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { start } from "single-spa";
import { initShellI18n } from "./app/i18n";
import { createShellPlatform } from "./app/platform";
import { loadRegistry, loadRuntimeConfig } from "./app/runtime-files";
import { ShellApp } from "./app/shell-app";
import { ShellContext, type ShellServices } from "./app/shell-context";
import { showStartFailed } from "./app/start-failed";
import { createRemotePreloader } from "./features/remotes/preload-remotes";
import { registerRemoteApps } from "./features/remotes/register-remote-apps";
import { createRemoteHost } from "./features/remotes/remote-host";
import { createRemoteStatusStore } from "./features/remotes/remote-status-store";
import { mayShow } from "./features/routing/route-guard";
import { createForbiddenStore } from "./features/session/forbidden-store";

async function main() {
  const rootElement = document.getElementById("shell-root") ?? document.body;
  const [config, rawRegistry] = await Promise.all([loadRuntimeConfig(), loadRegistry(), initShellI18n()]);
  const { remotes, problems } = parseRegistry(rawRegistry);
  for (const problem of problems) console.error(`Registry entry ignored: ${problem}`);
  // The menu's text comes with each remote's declaration, so the menu is labelled before any remote loads.
  for (const remote of remotes) addTranslations(i18next, remote.namespace, remote.texts);
  const routes = createRouteTable(remotes);

  const forbidden = createForbiddenStore();
  const { platform, setAccessMap } = createShellPlatform(config, routes, forbidden.show);
  const remoteStatus = createRemoteStatusStore();
  const remoteHost = createRemoteHost();
  const remoteApps = registerRemoteApps(remotes, platform, remoteHost.containerFor, remoteStatus, (path) =>
    mayShow(path, platform.session, routes),
  );
  // The remotes of the user's menu load while the browser is idle, so their first visit is quick; the menu's
  // access map arriving (at start, after a sign-in or a club switch) schedules it.
  const preloader = createRemotePreloader(remotes, () => platform.permissions.accessMap());
  const services: ShellServices = {
    platform,
    setAccessMap: (next) => {
      setAccessMap(next);
      preloader.schedule();
    },
    remotes,
    remoteApps,
    remoteStatus,
    remoteHost,
    forbidden,
    preload: (path) => {
      const remote = remoteForPath(remotes, path);
      if (remote && mayShow(path, platform.session, routes)) preloader.now(remote);
    },
  };

  createRoot(rootElement).render(
    <StrictMode>
      <CacheProvider value={createStyleCache("shell")}>
        <QueryClientProvider client={services.platform.queries}>
          {/* The shell reads data the way remotes do: typed clients and the selected club from the contract. */}
          <PlatformContext.Provider value={platform}>
            <ShellContext.Provider value={services}>
              <ShellApp />
            </ShellContext.Provider>
          </PlatformContext.Provider>
        </QueryClientProvider>
      </CacheProvider>
    </StrictMode>,
  );
  start({ urlRerouteOnly: true });
}

main().catch((error: unknown) => {
  console.error("The shell could not start", error);
  showStartFailed();
});
