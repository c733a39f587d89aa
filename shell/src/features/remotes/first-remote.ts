import { type RemoteEntry, remoteForPath } from "platform/core/registry";
import { createRouteTable } from "platform/core/route-table";
import { routeRedirect } from "../routing/route-guard";

/**
 * The remote the first page will mount, decided as the route guard decides: "/" shows the landing page, a protected
 * path without a session shows the sign-in page, a path no remote owns shows the shell's error page (no remote).
 */
export function firstRemote(
  remotes: readonly RemoteEntry[],
  pathname: string,
  signedIn: boolean,
): RemoteEntry | undefined {
  const redirect = routeRedirect({ pathname }, { routes: createRouteTable(remotes), signedIn });
  return remoteForPath(remotes, redirect?.to ?? pathname);
}
