/** Route helpers shared by the shell (activity, unknown paths) and remotes. Routes never carry URL parameters. */

/** "/login/" and "/login" are the same route. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function ownsPath(routes: readonly string[], pathname: string): boolean {
  return routes.includes(normalizePath(pathname));
}
