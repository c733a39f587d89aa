import { createAccountsApi } from "platform/clients/accounts";
import { usePlatform } from "platform/remote/platform-context";
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";

/** Leaving a gate ends the half-open session the same way Log out does (spec §4), then shows /login. */
export function useBackToLogin() {
  const { api, session } = usePlatform();
  const accounts = useMemo(() => createAccountsApi(api), [api]);
  const navigate = useNavigate();
  return () => {
    const token = session.get("signToken");
    session.clear();
    if (token)
      accounts.signOut(token).catch((error: unknown) => console.info("Sign-out after a gate failed", error));
    navigate("/login");
  };
}

export function useAccountsApi() {
  const { api } = usePlatform();
  return useMemo(() => createAccountsApi(api), [api]);
}
