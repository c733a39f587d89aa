import { useMutation } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { useClient } from "platform/data/use-client";

/** Checks the signed-in account's password before a sensitive screen; nothing cached changes. */
export function useVerifyPassword() {
  const accounts = useClient(createAccountsApi);
  return useMutation({
    mutationKey: ["verify-password"],
    mutationFn: (password: string) => accounts.verifyPassword(password),
  });
}
