import type { RemoteEntry } from "./registry";
import type { RouteDeclaration, RoutePurpose } from "./remote-declaration";
import { normalizePath } from "./routes";

/** The shell's own routes: "/" leads to the landing page, "/error" is where unknown paths end. */
export const ROOT_PATH = "/";
export const ERROR_PATH = "/error";

const SHELL_ROUTES: readonly RouteDeclaration[] = [
  { path: ROOT_PATH, public: true, fullPage: true, needsClub: false },
  { path: ERROR_PATH, public: true, fullPage: true, needsClub: false },
];

/**
 * Every route of the platform with its declared properties: the shell's own and those of the registered remotes.
 * The shell's guard, layout and menu and any remote that must find another's page (sign-in, profile) read it, so
 * no path of one remote is written into another app.
 */
export interface RouteTable {
  /** The remote that owns the path; undefined for the shell's routes and unknown paths. */
  owner(pathname: string): string | undefined;
  isKnown(pathname: string): boolean;
  isPublic(pathname: string): boolean;
  isFullPage(pathname: string): boolean;
  needsClub(pathname: string): boolean;
  /** The route declared for a purpose; the error page when no remote declares one. */
  pathFor(purpose: RoutePurpose): string;
}

export function createRouteTable(remotes: readonly Pick<RemoteEntry, "name" | "routes">[]): RouteTable {
  const routes = new Map<string, { route: RouteDeclaration; owner?: string }>();
  for (const route of SHELL_ROUTES) routes.set(route.path, { route });
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (!routes.has(route.path)) routes.set(route.path, { route, owner: remote.name });
    }
  }
  const find = (pathname: string) => routes.get(normalizePath(pathname));
  const purposes = new Map<RoutePurpose, string>();
  for (const { route } of routes.values()) {
    if (route.purpose && !purposes.has(route.purpose)) purposes.set(route.purpose, route.path);
  }
  return {
    owner: (pathname) => find(pathname)?.owner,
    isKnown: (pathname) => find(pathname) !== undefined,
    isPublic: (pathname) => find(pathname)?.route.public ?? false,
    // An unknown path is about to become the error page, which has no menu.
    isFullPage: (pathname) => find(pathname)?.route.fullPage ?? true,
    needsClub: (pathname) => find(pathname)?.route.needsClub ?? false,
    pathFor: (purpose) => purposes.get(purpose) ?? ERROR_PATH,
  };
}
