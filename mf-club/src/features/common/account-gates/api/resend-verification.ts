import { useMutation } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { useClient } from "platform/data/use-client";

/** Sends the sign-up verification mail again; nothing cached changes. */
export function useResendVerification() {
  const accounts = useClient(createAccountsApi);
  return useMutation({
    mutationKey: ["resend-verification"],
    mutationFn: (email: string) => accounts.resendVerification(email),
  });
}
