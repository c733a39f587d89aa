import type { SessionStore } from "shared/platform/contract";
import { normalizePath } from "shared/platform/routes";
import {
  isPublicRoute,
  SIGN_IN_PATH,
  type SignInRedirectState,
  signInRedirectState,
} from "shared/platform/sign-in-guard";

/** The shell owns "/" (→ /welcome) and "/error"; every other known path belongs to a remote. */
export const SHELL_ROUTES: readonly string[] = ["/", "/error"];

export interface RouteRedirect {
  to: string;
  state?: SignInRedirectState;
}

interface RouteLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export const isSignedIn = (session: SessionStore) => Boolean(session.get("signToken"));

/**
 * Whether a remote may mount on this path now. single-spa asks this before loading or mounting, so a signed-out
 * visitor never sees a protected screen, not even for the moment before the shell's redirect to /login.
 */
export function mayShow(pathname: string, session: SessionStore): boolean {
  return isPublicRoute(pathname) || isSignedIn(session);
}

/**
 * Where the shell sends a location instead of showing it, or null to show it. An unknown path is an error before
 * it is a sign-in question; a protected one without a session goes to /login, which remembers the target.
 */
export function routeRedirect(
  location: RouteLocation,
  { known, signedIn }: { known: boolean; signedIn: boolean },
): RouteRedirect | null {
  const pathname = normalizePath(location.pathname);
  if (pathname === "/") return { to: "/welcome" };
  if (!known && !SHELL_ROUTES.includes(pathname)) return { to: "/error" };
  if (!signedIn && !isPublicRoute(pathname)) {
    return { to: SIGN_IN_PATH, state: signInRedirectState(location) };
  }
  return null;
}
