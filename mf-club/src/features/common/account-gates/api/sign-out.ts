import { useMutation } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { useClient } from "platform/data/use-client";

/**
 * Ends a session on the server with the token it was signed in with (read before the session is cleared). Nothing
 * to refresh: clearing the session already empties the cache.
 */
export function useSignOut() {
  const accounts = useClient(createAccountsApi);
  return useMutation({
    mutationKey: ["sign-out"],
    mutationFn: (token: string) => accounts.signOut(token),
  });
}
