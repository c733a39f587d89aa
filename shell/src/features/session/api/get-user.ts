import { useQuery } from "@tanstack/react-query";
import { createAccountsApi } from "platform/clients/accounts";
import { accountKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";

/**
 * The signed-in account's record (`GET /users`), under the same key as the profile screen's (mf-auth): one read for
 * both, and a saved profile shows in the menu at once.
 */
export const userKey = () => accountKey("user");

/** The signed-in user's full name (spec "Side menu": the club card); asks nothing while nobody is signed in. */
export function useFullNameQuery(signedIn: boolean) {
  const accounts = useClient(createAccountsApi);
  return useQuery({
    queryKey: userKey(),
    queryFn: () => accounts.getUser(),
    select: (user) => `${user.userName.firstName} ${user.userName.lastName}`.trim(),
    enabled: signedIn,
  });
}
