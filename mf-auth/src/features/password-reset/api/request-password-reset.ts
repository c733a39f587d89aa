import { useMutation } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { useClient } from "platform/data/use-client";

/** Asks for a password reset link by email. */
export function useRequestPasswordReset() {
  const accounts = useClient(createAccountsApi);
  return useMutation({
    mutationKey: ["request-password-reset"],
    mutationFn: (email: string) => accounts.requestPasswordReset(email),
  });
}
