import { useCallback } from "react";
import { useShell } from "../../app/shell-context";
import { useSignOut } from "./api/sign-out";

/**
 * spec §4 "Log out": session storage cleared, sign-out called, the sign-in page whatever the outcome (a failed
 * sign-out is reported by the platform's failure log). The token is read before clearing so the server can still
 * revoke that session.
 */
export function useLogOut() {
  const { platform } = useShell();
  const { mutate: signOut } = useSignOut();
  return useCallback(() => {
    const token = platform.session.get("signToken");
    platform.session.clear();
    signOut(token);
    platform.navigation.navigate(platform.routes.pathFor("signIn"));
  }, [platform, signOut]);
}
