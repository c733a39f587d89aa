import { useQuery } from "@tanstack/react-query";
import { createClubsApi } from "platform/clients/clubs";
import { clubKey } from "platform/data/keys";
import { useClient } from "platform/data/use-client";

/**
 * Everything read about one club's own record starts here: the record below, and the name the shell shows in its
 * menu (`clubKey(clubId, "club", "name")`), so a change to the club refreshes both with one key.
 */
export const clubRecordKey = (clubId: string) => clubKey(clubId, "club");

/** The club's record for its form. */
export function useClub(clubId: string) {
  const clubs = useClient(createClubsApi);
  return useQuery({
    queryKey: clubRecordKey(clubId),
    queryFn: () => clubs.get(clubId),
    enabled: clubId !== "",
  });
}
