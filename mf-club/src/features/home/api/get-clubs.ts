import { useQuery } from "@tanstack/react-query";
import { createClubsApi } from "platform/clients/clubs";
import { accountKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";

/**
 * The clubs the signed-in account may open. The list belongs to the account, not to one club, so its key is an
 * account key; adding or changing a club refreshes it.
 */
export const clubsKey = () => accountKey("clubs");

/**
 * The club cards of /home: the list and whether more clubs match than it holds (an administrator's list stops at
 * the first hundred), narrowed by `q` (part of a club's name).
 */
export function useClubs(q = "") {
  const clubs = useClient(createClubsApi);
  return useQuery({
    queryKey: q ? [...clubsKey(), { q }] : clubsKey(),
    queryFn: () => clubs.list(q ? { q } : {}),
  });
}
