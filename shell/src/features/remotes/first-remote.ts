import { type RemoteEntry, remoteForPath } from "shared/platform/registry";
import { normalizePath } from "shared/platform/routes";
import { isPublicRoute, SIGN_IN_PATH } from "shared/platform/sign-in-guard";

/**
 * The remote the first page will mount, decided as the route guard decides: "/" shows /welcome, a protected path
 * without a session shows /login, a path no remote owns shows the shell's error page (no remote).
 */
export function firstRemote(
  remotes: readonly RemoteEntry[],
  pathname: string,
  signedIn: boolean,
): RemoteEntry | undefined {
  const path = normalizePath(pathname);
  const shown = path === "/" ? "/welcome" : path;
  if (!remoteForPath(remotes, shown)) return undefined;
  return remoteForPath(remotes, signedIn || isPublicRoute(shown) ? shown : SIGN_IN_PATH);
}
