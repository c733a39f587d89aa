import { useCallback } from "react";
import { useShell } from "../../app/shell-context";
import { useAccounts } from "./use-accounts";

/**
 * spec §4 "Log out": session storage cleared, sign-out called, the sign-in page whatever the outcome.
 * The token is read before clearing so the server can still revoke that session.
 */
export function useLogOut() {
  const { platform } = useShell();
  const accounts = useAccounts();
  return useCallback(() => {
    const token = platform.session.get("signToken");
    platform.session.clear();
    accounts
      .signOut(token)
      .catch((error: unknown) =>
        console.info("Sign-out call failed; the local session is cleared anyway", error),
      );
    platform.navigation.navigate(platform.routes.pathFor("signIn"));
  }, [platform, accounts]);
}
