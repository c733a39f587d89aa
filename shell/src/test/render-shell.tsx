import { QueryClientProvider } from "@tanstack/react-query";
import "test-kit/polyfills";
import { render } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import i18next from "i18next";
import { createPlatform } from "platform/core/create-platform";
import { createRouteTable } from "platform/core/route-table";
import { PLATFORM_NAMESPACE, platformTranslations } from "platform/i18n/platform-translations";
import { addTranslations } from "platform/i18n/register";
import { PlatformContext } from "platform/remote/platform-context";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { declaredRemotes } from "test-kit/declared-remotes";
import { fakeAdapter, type Reply } from "test-kit/fake-api";
import { ShellContext, type ShellServices } from "../app/shell-context";
import { SHELL_NAMESPACE, shellTranslations } from "../app/translations";
import { createRemoteHost } from "../features/remotes/remote-host";
import { createRemoteStatusStore } from "../features/remotes/remote-status-store";
import { createForbiddenStore } from "../features/session/forbidden-store";

/**
 * Renders shell UI with a real session store, the page's own history (the shell has no router), the remotes this
 * repository declares (menu, routes) and an API whose answers the test decides.
 */
export async function renderShell(
  ui: ReactNode,
  answer: (config: InternalAxiosRequestConfig) => Reply,
  overrides: Partial<ShellServices> = {},
) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: "en", fallbackLng: "en", defaultNS: SHELL_NAMESPACE, resources: {} });
  i18n.addResourceBundle("en", SHELL_NAMESPACE, shellTranslations.en);
  i18n.addResourceBundle("en", PLATFORM_NAMESPACE, platformTranslations.en);
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter = fakeAdapter(answer, (config) => requests.push(config));
  const remotes = overrides.remotes ?? declaredRemotes();
  for (const remote of remotes) addTranslations(i18n, remote.namespace, remote.texts);
  const failures: { what: string; error: unknown }[] = [];
  const { platform } = createPlatform({
    logFailure: (what, error) => failures.push({ what, error }),
    retries: 0,
    config: { apiBaseUrl: "", environment: "test" },
    routes: createRouteTable(remotes),
    getLanguage: () => i18n.language,
    onForbidden: () => {},
    announceNavigation: true,
    adapter,
  });
  const services: ShellServices = {
    platform,
    setAccessMap: () => {},
    remotes,
    remoteApps: { retry: async () => {} },
    remoteStatus: createRemoteStatusStore(),
    remoteHost: createRemoteHost(),
    forbidden: createForbiddenStore(),
    ...overrides,
  };
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={platform.queries}>
        <PlatformContext.Provider value={services.platform}>
          <ShellContext.Provider value={services}>{node}</ShellContext.Provider>
        </PlatformContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return {
    ...view,
    rerender: (node: ReactNode) => view.rerender(wrap(node)),
    platform,
    requests,
    services,
    failures,
  };
}
