import { usePlatform } from "platform/remote/platform-context";
import { useNavigate } from "react-router-dom";
import { useSignOut } from "./api/sign-out";

/** Leaving a gate ends the half-open session the same way Log out does (spec §4), then shows /login. */
export function useBackToLogin() {
  const { session, routes } = usePlatform();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return () => {
    const token = session.get("signToken");
    session.clear();
    // A failed sign-out is reported by the platform's failure log; the user is signed out here either way.
    if (token) signOut.mutate(token);
    navigate(routes.pathFor("signIn"));
  };
}
