import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateUserInput } from "contracts/domains/accounts/schemas";
import { createAccountsApi } from "platform/clients/accounts";
import { sharedKeys } from "platform/data/shared-keys";
import { useClient } from "platform/data/use-client";
import { NO_FORBIDDEN_HANDLER } from "platform/http/client";

/**
 * Saves the profile. A 403 is the screen's to show (spec §8), not the shared forbidden dialog's. The answer is the
 * stored account, which replaces the cached one (the profile and the shell's menu show it at once).
 */
export function useUpdateUser() {
  const accounts = useClient(createAccountsApi);
  const queries = useQueryClient();
  return useMutation({
    mutationKey: ["update-user"],
    mutationFn: (update: UpdateUserInput) => accounts.updateUser(update, { [NO_FORBIDDEN_HANDLER]: "true" }),
    onSuccess: (user) => queries.setQueryData(sharedKeys.user(), user),
  });
}
