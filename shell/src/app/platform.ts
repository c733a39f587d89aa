import i18next from "i18next";
import { createApiClient } from "shared/http/client";
import { FALLBACK_LANGUAGE } from "shared/i18n/languages";
import type { AccessMap, PlatformContract, RuntimeConfig } from "shared/platform/contract";
import { createNavigation } from "shared/platform/navigation";
import { SIGN_IN_PATH, signInRedirectState } from "shared/platform/sign-in-guard";
import { SIGNED_OUT_ACCESS } from "shared/session/access-map";
import { createPermissionHelpers } from "shared/session/permissions";
import { createSessionStore } from "shared/session/session-store";

export interface ShellPlatform {
  platform: PlatformContract;
  /** The shell recomputes the access map as the session and path change; remotes read it through the contract. */
  setAccessMap(access: AccessMap): void;
}

/** The platform contract the shell hands every remote (single-spa custom prop `platform`). */
export function createPlatform(config: RuntimeConfig, onForbidden: (message: string) => void): ShellPlatform {
  const session = createSessionStore();
  // single-spa's patched history already tells every router about a navigation.
  const navigation = createNavigation({ announce: false });
  const api = createApiClient({
    baseURL: config.apiBaseUrl,
    session,
    getLanguage: () => i18next.resolvedLanguage ?? FALLBACK_LANGUAGE,
    // An expired session returns the user, once signed in again, to the page they were on.
    onUnauthorized: () => navigation.navigate(SIGN_IN_PATH, { state: signInRedirectState(window.location) }),
    onForbidden,
  });
  // Nothing is granted until the menu's access hook has read a signed-in session.
  let access: AccessMap = { ...SIGNED_OUT_ACCESS };
  const permissions = createPermissionHelpers(session, () => access);
  return {
    platform: { api, session, config, navigation, permissions },
    setAccessMap: (next) => {
      access = next;
    },
  };
}
