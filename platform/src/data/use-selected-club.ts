import { useSyncExternalStore } from "react";
import { usePlatform } from "../remote/platform-context";

/** The selected club's id, followed as it changes ("" when none is selected). */
export function useSelectedClubId(): string {
  const { session } = usePlatform();
  return useSyncExternalStore(session.subscribe, () => session.get("clubId") ?? "");
}
