import { useQuery } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { accountKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";

/** The signed-in account's permissions in every club (`GET /users/permissions`), as stored in the session. */
export const permissionsKey = () => accountKey("permissions");

export function usePermissions(enabled: boolean) {
  const accounts = useClient(createAccountsApi);
  return useQuery({
    queryKey: permissionsKey(),
    queryFn: () => accounts.getUserPermissions(),
    enabled,
  });
}
