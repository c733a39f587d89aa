import { useQuery } from "@tanstack/react-query";
import { createClubsApi } from "platform/clients/clubs";
import { clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";

/**
 * Under the club's own record (`clubKey(clubId, "club")`, mf-club's club form), so saving the club refreshes the
 * name in the menu too.
 */
export const clubNameKey = (clubId: string) => clubKey(clubId, "club", "name");

/** The selected club's name from `GET /club` (spec §7); asks nothing without a club or a session. */
export function useClubNameQuery(clubId: string, signedIn: boolean) {
  const clubs = useClient(createClubsApi);
  return useQuery({
    queryKey: clubNameKey(clubId),
    queryFn: () => clubs.name(clubId),
    select: (result) => (typeof result?.clubname === "string" ? result.clubname : ""),
    enabled: clubId !== "" && signedIn,
  });
}
