import { useSelectedClubId } from "platform/data/use-selected-club";
import { useClubNameQuery } from "./api/get-club-name";
import { useSessionValue } from "./use-session-value";

/** The selected club's name (spec §7); empty without a club, while it is read, or when the read fails (spec §8). */
export function useClubName(): string {
  const clubId = useSelectedClubId();
  const signedIn = Boolean(useSessionValue("signToken"));
  return useClubNameQuery(clubId, signedIn).data ?? "";
}
