// The platform's screens as one ordinary single-page bundle: the shell's layout, top bar and menu, and every
// remote's routes, with no Module Federation and no single-spa. Each remote's section is a dynamic import (one
// chunk per section, as a monolith would split its code). It exists to measure what the federation costs
// (`npm run bench:web`); it is not deployed.
import { CacheProvider } from "@emotion/react";
import { QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import type { PlatformContract } from "platform/core/contract";
import { parseRegistry, type RemoteEntry } from "platform/core/registry";
import { createRouteTable } from "platform/core/route-table";
import { createStyleCache } from "platform/core/style-cache";
import { PLATFORM_NAMESPACE, platformTranslations } from "platform/i18n/platform-translations";
import { addTranslations } from "platform/i18n/register";
import type { DefinedRemote } from "platform/remote/define-remote";
import { RemoteRoutes } from "platform/remote/define-remote";
import { PlatformContext } from "platform/remote/platform-context";
import { createSessionStore } from "platform/session/session-store";
import { PlatformRemoteRoot } from "platform/ui/platform-remote-root";
import { type ComponentType, lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { initShellI18n } from "../../shell/src/app/i18n";
import { createShellPlatform } from "../../shell/src/app/platform";
import { loadRegistry, loadRuntimeConfig } from "../../shell/src/app/runtime-files";
import { ShellApp } from "../../shell/src/app/shell-app";
import { ShellContext, type ShellServices } from "../../shell/src/app/shell-context";
import { showStartFailed } from "../../shell/src/app/start-failed";
import { firstRemote } from "../../shell/src/features/remotes/first-remote";
import { createRemoteHost } from "../../shell/src/features/remotes/remote-host";
import { createRemoteStatusStore } from "../../shell/src/features/remotes/remote-status-store";
import { createForbiddenStore } from "../../shell/src/features/session/forbidden-store";
import { sections } from "./sections";

/** A remote's section: its module (loaded on the first visit), its texts, its style cache and its routes. */
function sectionComponent(platform: PlatformContract, load: () => Promise<{ remote: DefinedRemote }>) {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    const { remote } = await load();
    addTranslations(i18next, PLATFORM_NAMESPACE, platformTranslations);
    for (const [namespace, bundle] of Object.entries(remote.translations))
      addTranslations(i18next, namespace, bundle);
    const styleCache = createStyleCache(remote.name);
    return {
      default: () => (
        <CacheProvider value={styleCache}>
          <PlatformRemoteRoot platform={platform} i18n={i18next}>
            <RemoteRoutes screens={remote.screens} />
          </PlatformRemoteRoot>
        </CacheProvider>
      ),
    };
  });
}

async function main() {
  const rootElement = document.getElementById("shell-root") ?? document.body;
  const [config, rawRegistry] = await Promise.all([loadRuntimeConfig(), loadRegistry(), initShellI18n()]);
  const { remotes, problems } = parseRegistry(rawRegistry);
  for (const problem of problems) console.error(`Registry entry ignored: ${problem}`);
  for (const remote of remotes) addTranslations(i18next, remote.namespace, remote.texts);
  const routes = createRouteTable(remotes);
  const forbidden = createForbiddenStore();
  const { platform, setAccessMap } = createShellPlatform(config, routes, forbidden.show);
  const components = new Map<string, ComponentType>();
  for (const remote of remotes) {
    const load = sections[remote.name];
    if (load) components.set(remote.name, sectionComponent(platform, load));
  }
  const services: ShellServices = {
    platform,
    setAccessMap,
    remotes,
    remoteApps: { retry: async () => {} },
    remoteStatus: createRemoteStatusStore(),
    remoteHost: createRemoteHost(),
    forbidden,
  };
  const renderRemote = (remote: RemoteEntry) => {
    const Section = components.get(remote.name);
    return Section ? (
      <Suspense fallback={null}>
        <div data-section={remote.name}>
          <Section />
        </div>
      </Suspense>
    ) : null;
  };
  createRoot(rootElement).render(
    <StrictMode>
      <CacheProvider value={createStyleCache("shell")}>
        <QueryClientProvider client={platform.queries}>
          <PlatformContext.Provider value={platform}>
            <ShellContext.Provider value={services}>
              <ShellApp renderRemote={renderRemote} />
            </ShellContext.Provider>
          </PlatformContext.Provider>
        </QueryClientProvider>
      </CacheProvider>
    </StrictMode>,
  );
}

// As the shell does: the first page's section starts loading as soon as the registry says which it is, not after
// the layout has rendered (the section component's own import then finds it loaded).
loadRegistry()
  .then((raw) => {
    const signedIn = Boolean(createSessionStore().get("signToken"));
    const remote = firstRemote(parseRegistry(raw).remotes, window.location.pathname, signedIn);
    if (remote) void sections[remote.name]?.();
  })
  .catch(() => {});
main().catch((error: unknown) => {
  console.error("The page could not start", error);
  showStartFailed();
});
