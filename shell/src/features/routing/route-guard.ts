import type { SessionStore } from "platform/core/contract";
import { ERROR_PATH, ROOT_PATH, type RouteTable } from "platform/core/route-table";
import { normalizePath } from "platform/core/routes";
import { type SignInRedirectState, signInRedirectState } from "platform/core/sign-in-guard";

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
 * visitor never sees a protected screen, not even for the moment before the shell's redirect to the sign-in page.
 */
export function mayShow(pathname: string, session: SessionStore, routes: RouteTable): boolean {
  return routes.isPublic(pathname) || isSignedIn(session);
}

/**
 * Where the shell sends a location instead of showing it, or null to show it. The root leads to the landing page;
 * an unknown path is an error before it is a sign-in question; a protected one without a session goes to the
 * sign-in page, which remembers the target. Every fact comes from the routes the remotes declare.
 */
export function routeRedirect(
  location: RouteLocation,
  { routes, signedIn }: { routes: RouteTable; signedIn: boolean },
): RouteRedirect | null {
  const pathname = normalizePath(location.pathname);
  if (pathname === ROOT_PATH) return { to: routes.pathFor("landing") };
  if (!routes.isKnown(pathname)) return { to: ERROR_PATH };
  if (!signedIn && !routes.isPublic(pathname)) {
    return { to: routes.pathFor("signIn"), state: signInRedirectState(location) };
  }
  return null;
}
