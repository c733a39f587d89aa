import { useQuery } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { accountKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";

/** The signed-in account's own record (`GET /users`): the profile, and the name the shell's menu shows. */
export const userKey = () => accountKey("user");

export function useUser() {
  const accounts = useClient(createAccountsApi);
  return useQuery({ queryKey: userKey(), queryFn: () => accounts.getUser() });
}
