import { useMutation } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { useClient } from "platform/data/use-client";

/** Verifies a sign-up with the single-use token from the mail. */
export function useVerifySignUp() {
  const accounts = useClient(createAccountsApi);
  return useMutation({
    mutationKey: ["verify-sign-up"],
    mutationFn: (token: string) => accounts.verifySignUp(token),
  });
}
