/**
 * A remote's own routes, listed once beside its remote.json: `pathTo("/staff")` or `pathTo("/edit-role", { id })` gives the
 * address, and a path the remote does not declare is a type error. The remote's `screens` are typed by the same
 * list, and the standard remote test holds both the list and the screens to remote.json, so the three cannot drift
 * apart. Another remote's page is reached by its purpose (`routes.pathFor`), never by its path.
 */
export function ownPaths<const P extends `/${string}`>(paths: readonly P[]) {
  const to = (path: P, query?: Record<string, string>): string =>
    query ? `${path}?${new URLSearchParams(query)}` : path;
  return { paths, pathTo: to };
}
