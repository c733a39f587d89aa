import { useCallback } from "react";
import { useShell } from "../../app/shell-context";

/**
 * spec §4 "Log out": session storage cleared, sign-out called, the sign-in page whatever the outcome.
 * The token is read before clearing so the server can still revoke that session.
 */
export function useLogOut() {
  const { platform } = useShell();
  return useCallback(() => {
    const token = platform.session.get("signToken");
    platform.session.clear();
    platform.api
      .delete("/api/v1.0/sign-out", {
        headers: { "No-Auth-Redirect": "true", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      })
      .catch((error: unknown) =>
        console.info("Sign-out call failed; the local session is cleared anyway", error),
      );
    platform.navigation.navigate(platform.routes.pathFor("signIn"));
  }, [platform]);
}
