import { useMutation } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { useClient } from "platform/data/use-client";

/** Signs in; the screen stores the session, which starts the cache afresh for the new account. */
export function useSignIn() {
  const accounts = useClient(createAccountsApi);
  return useMutation({
    mutationKey: ["sign-in"],
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      accounts.signIn(email, password),
  });
}
