import type { AxiosAdapter } from "axios";
import { createQueryClient, type FailureLog } from "../data/query-client";
import { createApiClient } from "../http/client";
import { SIGNED_OUT_ACCESS } from "../session/access-map";
import { createPermissionHelpers } from "../session/permissions";
import { createSessionStore } from "../session/session-store";
import type { AccessMap, Navigation, PlatformContract, RuntimeConfig, SessionStore } from "./contract";
import { PLATFORM_CONTRACT_VERSION } from "./contract-version";
import { createNavigation } from "./navigation";
import type { RouteTable } from "./route-table";
import { signInRedirectState } from "./sign-in-guard";

export interface PlatformOptions {
  config: RuntimeConfig;
  routes: RouteTable;
  getLanguage: () => string;
  onForbidden: (message: string) => void;
  /** Defaults to the browser's sessionStorage (spec §3 session values). */
  session?: SessionStore;
  /** Under single-spa the patched history already tells every router; a page without it must announce. */
  announceNavigation?: boolean;
  /** Replaces the navigation helpers (tests record the calls). */
  navigation?: Navigation;
  /** Replaces the HTTP transport: tests answer calls without a server. */
  adapter?: AxiosAdapter;
  /** An expired session; by default the sign-in page, which returns the user to this page afterwards. */
  onUnauthorized?: () => void;
  /** Where failed requests are reported once; the console by default (tests collect them). */
  logFailure?: FailureLog;
  /** How often a read that may pass on its own is tried again (1); tests answer at once and say 0. */
  retries?: number;
}

export interface CreatedPlatform {
  platform: PlatformContract;
  /** The shell recomputes the access map as the session and path change; remotes read it through the contract. */
  setAccessMap(access: AccessMap): void;
}

/**
 * The one way a platform contract is made: by the shell for the remotes, by a remote's standalone harness, and by
 * tests (with a fake transport and an in-memory session). Everything a remote can reach behaves the same in all three.
 */
export function createPlatform(options: PlatformOptions): CreatedPlatform {
  const session = options.session ?? createSessionStore();
  const navigation =
    options.navigation ?? createNavigation({ announce: options.announceNavigation ?? false });
  const api = createApiClient({
    baseURL: options.config.apiBaseUrl,
    session,
    getLanguage: options.getLanguage,
    onUnauthorized:
      options.onUnauthorized ??
      (() =>
        navigation.navigate(options.routes.pathFor("signIn"), {
          state: signInRedirectState(window.location),
        })),
    onForbidden: options.onForbidden,
  });
  if (options.adapter) api.defaults.adapter = options.adapter;
  // Nothing is granted until the menu's access hook has read a signed-in session.
  let access: AccessMap = { ...SIGNED_OUT_ACCESS };
  const permissions = createPermissionHelpers(session, () => access);
  const queries = createQueryClient(options.logFailure, { retries: options.retries ?? 1 });
  // A different account must never see the previous one's cached data.
  let signedInAs = session.get("signToken");
  session.subscribe(() => {
    const token = session.get("signToken");
    if (token !== signedInAs) queries.clear();
    signedInAs = token;
  });
  return {
    platform: {
      api,
      session,
      config: options.config,
      navigation,
      permissions,
      routes: options.routes,
      queries,
      version: PLATFORM_CONTRACT_VERSION,
    },
    setAccessMap: (next) => {
      access = next;
    },
  };
}
