import { useMutation } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { useClient } from "platform/data/use-client";

export interface PasswordReset {
  token: string;
  password: string;
  passwordConfirm: string;
}

/** Sets a new password with the token from the reset link. */
export function useConfirmPasswordReset() {
  const accounts = useClient(createAccountsApi);
  return useMutation({
    mutationKey: ["confirm-password-reset"],
    mutationFn: ({ token, password, passwordConfirm }: PasswordReset) =>
      accounts.confirmPasswordReset(token, password, passwordConfirm),
  });
}
