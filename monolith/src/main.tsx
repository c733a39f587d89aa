// The platform's screens as one ordinary single-page bundle: the shell's layout, top bar and menu, and every
// remote's routes, with no Module Federation and no single-spa. Each remote's section is a dynamic import (one
// chunk per section, as a monolith would split its code). It exists to measure what the federation costs
// (`npm run bench:web`); it is not deployed.
import { CacheProvider } from "@emotion/react";
import i18next from "i18next";
import type { PlatformContract } from "platform/core/contract";
import { parseRegistry, type RemoteEntry } from "platform/core/registry";
import { createStyleCache } from "platform/core/style-cache";
import { PLATFORM_NAMESPACE, platformTranslations } from "platform/i18n/platform-translations";
import { addTranslations } from "platform/i18n/register";
import type { DefinedRemote } from "platform/remote/define-remote";
import { RemoteRoutes } from "platform/remote/define-remote";
import { createSessionStore } from "platform/session/session-store";
import { PlatformRemoteRoot } from "platform/ui/platform-remote-root";
import { type ComponentType, lazy, Suspense } from "react";
import { BrowserRouter } from "react-router-dom";
import { loadRegistry } from "../../shell/src/app/runtime-files";
import { ShellApp } from "../../shell/src/app/shell-app";
import type { ShellServices } from "../../shell/src/app/shell-context";
import { showStartFailed } from "../../shell/src/app/start-failed";
import { prepareShell, renderShell } from "../../shell/src/app/start-shell";
import { firstRemote } from "../../shell/src/features/remotes/first-remote";
import { createRemoteHost } from "../../shell/src/features/remotes/remote-host";
import { createRemoteStatusStore } from "../../shell/src/features/remotes/remote-status-store";
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
          <PlatformRemoteRoot name={remote.name} platform={platform} i18n={i18next}>
            <BrowserRouter>
              <RemoteRoutes screens={remote.screens} />
            </BrowserRouter>
          </PlatformRemoteRoot>
        </CacheProvider>
      ),
    };
  });
}

/**
 * As single-spa does for the platform: a push or replace that changes the URL is announced as popstate, so the
 * shell's layout and a section's router, which each follow the page's history, see each other's navigations.
 */
function announceHistoryChanges() {
  for (const method of ["pushState", "replaceState"] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
      const before = window.location.href;
      original(state, unused, url);
      if (window.location.href !== before) window.dispatchEvent(new PopStateEvent("popstate", { state }));
    };
  }
}

async function main() {
  announceHistoryChanges();
  const { remotes, forbidden, platform, setAccessMap } = await prepareShell();
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
  renderShell(services, <ShellApp renderRemote={renderRemote} />);
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
