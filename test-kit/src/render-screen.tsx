import { QueryClientProvider } from "@tanstack/react-query";
import "./polyfills";
import { render } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import type { SessionValues } from "platform/core/contract";
import { createPlatform } from "platform/core/create-platform";
import { createMemorySession } from "platform/http/memory-session";
import { PlatformContext } from "platform/remote/platform-context";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { declaredRouteTable } from "./declared-remotes";
import { declaredEndpointOf, fakeAdapter, type Reply } from "./fake-api";
import { createTestI18n } from "./test-i18n";

export type { Reply };

/** "METHOD /path" → a reply, or a function of the request for answers that depend on the body. */
export type FakeRoutes = Record<string, Reply | ((config: InternalAxiosRequestConfig) => Reply)>;

export interface SentRequest {
  key: string;
  config: InternalAxiosRequestConfig;
  /** JSON bodies parsed; FormData as is. */
  body: unknown;
}

function fakeRoutes(routes: FakeRoutes, sent: SentRequest[]) {
  for (const key of Object.keys(routes)) {
    const [method = "", url = ""] = key.split(" ");
    declaredEndpointOf(method, url);
  }
  return fakeAdapter(
    (config) => {
      const route = routes[`${(config.method ?? "get").toUpperCase()} ${config.url}`];
      return typeof route === "function"
        ? route(config)
        : (route ?? { status: 404, data: { message: "Not found" } });
    },
    (config) => {
      const key = `${(config.method ?? "get").toUpperCase()} ${config.url}`;
      const body = typeof config.data === "string" ? JSON.parse(config.data) : config.data;
      sent.push({ key, config, body });
    },
  );
}

/** Where the app went: path and navigation state, rendered when a screen navigates away. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export interface RenderOptions {
  route: string;
  url?: string;
  state?: unknown;
  routes?: FakeRoutes;
  session?: Partial<SessionValues>;
  lng?: string;
  /** Translation namespaces of the screen under test, besides `common`. */
  bundles?: Parameters<typeof createTestI18n>[0];
}

/**
 * Renders one screen as a remote would: platform contract (real API client over a fake transport, in-memory
 * session), i18n and a router whose other paths show where the screen navigated.
 */
export function renderScreen(Screen: ComponentType, options: RenderOptions) {
  const i18n = createTestI18n(options.bundles, options.lng ?? "en");
  const session = createMemorySession(options.session);
  const sent: SentRequest[] = [];
  const onForbidden = jest.fn();
  const onUnauthorized = jest.fn();
  /** Failed requests, as the platform reports them once; a test reads them instead of the console. */
  const failures: { what: string; error: unknown }[] = [];
  const { platform } = createPlatform({
    logFailure: (what, error) => failures.push({ what, error }),
    retries: 0,
    config: { apiBaseUrl: "", environment: "test" },
    routes: declaredRouteTable(),
    session,
    getLanguage: () => i18n.language,
    onUnauthorized,
    onForbidden,
    navigation: { navigate: jest.fn(), back: jest.fn() },
    adapter: fakeRoutes(options.routes ?? {}, sent),
  });
  const [pathname, search = ""] = (options.url ?? options.route).split("?");
  const view = render(
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={platform.queries}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter
            initialEntries={[{ pathname, search: search ? `?${search}` : "", state: options.state }]}
          >
            <Routes>
              <Route path={options.route} element={<Screen />} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>,
  );
  return { ...view, i18n, session, sent, onForbidden, onUnauthorized, platform, failures };
}

/** The path and state the screen navigated to, once it has. */
export function landedOn(element: HTMLElement) {
  return { path: element.textContent, state: JSON.parse(element.getAttribute("data-state") ?? "null") };
}
