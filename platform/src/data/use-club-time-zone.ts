import { useQuery } from "@tanstack/react-query";
import { createClubsApi } from "../clients/clubs";
import { clubKey } from "./keys";
import { useClient } from "./use-client";
import { useSelectedClubId } from "./use-selected-club";

/**
 * The selected club's time zone. "Today" on a screen is always the club's today (`todayIn(timeZone)` of
 * `contracts/domains/common/dates`), never the browser's or UTC's: before 09:00 in Seoul, UTC is still yesterday.
 * Kept under the club's record key, so a change to the club reads it again.
 */
export function useClubTimeZone() {
  const clubId = useSelectedClubId();
  const clubs = useClient(createClubsApi);
  return useQuery({
    queryKey: clubKey(clubId, "club", "timeZone"),
    queryFn: async () => (await clubs.get(clubId)).timeZone,
    enabled: clubId !== "",
    staleTime: 60 * 60_000,
  });
}
