import { useClubName as useClubNameRead } from "platform/data/shared-reads";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { useSessionValue } from "./use-session-value";

/** The selected club's name (spec §7); empty without a club, while it is read, or when the read fails (spec §8). */
export function useClubName(): string {
  const clubId = useSelectedClubId();
  const signedIn = Boolean(useSessionValue("signToken"));
  return useClubNameRead(clubId, { enabled: signedIn }).data ?? "";
}
