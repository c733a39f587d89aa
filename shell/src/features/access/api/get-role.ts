import { useQuery } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";

/** The signed-in user's role in a club (`GET /users/role`): what the menu offers there. */
export const roleKey = (clubId: string) => clubKey(clubId, "my-role");

export function useRole(clubId: string, enabled: boolean) {
  const accounts = useClient(createAccountsApi);
  return useQuery({
    queryKey: roleKey(clubId),
    queryFn: () => accounts.getUserRole(clubId),
    enabled: enabled && clubId !== "",
  });
}
