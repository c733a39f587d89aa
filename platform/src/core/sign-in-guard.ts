import type { RouteTable } from "./route-table";

/**
 * Which routes anyone may open without a session is declared by the remote that owns them (`public` in its
 * remote.json) and read through the platform's route table. The server still checks every call: this only spares a
 * signed-out user a screen whose data they cannot load.
 */

/** Navigation state of the sign-in page when the guard sent the user there: where they wanted to go. */
export interface SignInRedirectState {
  from: string;
}

/** The target a signed-out user asked for, kept with its query and hash so the page opens as it was linked. */
export function signInRedirectState(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): SignInRedirectState {
  return { from: `${location.pathname}${location.search ?? ""}${location.hash ?? ""}` };
}

/**
 * Where to go after a successful sign-in, read from the sign-in page's navigation state; null when there is none.
 * Only a protected path on this origin is accepted: state is page-controlled, and a public target (another sign-in
 * page) would only loop.
 */
export function readReturnTo(
  state: unknown,
  routes: Pick<RouteTable, "isPublic" | "isKnown">,
): string | null {
  const from = (state as Partial<SignInRedirectState> | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.includes("\\")) {
    return null;
  }
  const pathname = from.split(/[?#]/)[0] ?? "";
  return routes.isKnown(pathname) && !routes.isPublic(pathname) ? from : null;
}
