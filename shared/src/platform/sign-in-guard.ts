import { normalizePath } from "./routes";

/**
 * Routes anyone may open without a session (spec §2): the landing page, sign-in, sign-up, verification, password
 * reset and the error screens. /home-error is here because the account gates send a user there right after a
 * sign-in that did not fully succeed (email not verified, account under review), and leaving it clears the session.
 * Every other route needs a stored sign-in token. The server still checks every call: this only spares a
 * signed-out user a screen whose data they cannot load.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  "/",
  "/welcome",
  "/login",
  "/select-account-type",
  "/sign-up-business",
  "/sign-up-employee",
  "/signup/verify",
  "/email-verification",
  "/reset-password",
  "/resetpw",
  "/error",
  "/home-error",
];

export const SIGN_IN_PATH = "/login";

export function isPublicRoute(pathname: string): boolean {
  return PUBLIC_ROUTES.includes(normalizePath(pathname));
}

/** Navigation state of /login when the guard sent the user there: where they wanted to go. */
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
 * Where to go after a successful sign-in, read from /login's navigation state; null when there is none.
 * Only a protected path on this origin is accepted: state is page-controlled, and a public target (another
 * /login) would only loop.
 */
export function readReturnTo(state: unknown): string | null {
  const from = (state as Partial<SignInRedirectState> | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.includes("\\")) {
    return null;
  }
  const pathname = from.split(/[?#]/)[0] ?? "";
  return isPublicRoute(pathname) ? null : from;
}
