import { useQuery } from "@tanstack/react-query";
import { createClubsApi } from "platform/clients/clubs";
import { accountKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";

/**
 * The clubs the signed-in account may open. The list belongs to the account, not to one club, so its key is an
 * account key; adding or changing a club refreshes it.
 */
export const clubsKey = () => accountKey("clubs");

/** The club cards of /home. */
export function useClubs() {
  const clubs = useClient(createClubsApi);
  return useQuery({
    queryKey: clubsKey(),
    queryFn: async () => (await clubs.list()).list,
  });
}
