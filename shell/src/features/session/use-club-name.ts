import { createClubsApi } from "platform/clients/clubs";
import { useEffect, useMemo, useState } from "react";
import { useShell } from "../../app/shell-context";
import { useSessionValue } from "./use-session-value";

/** The selected club's name from `GET /club` (spec §7); empty without a club or when the lookup fails (spec §8). */
export function useClubName(): string {
  const { api } = useShell().platform;
  const clubs = useMemo(() => createClubsApi(api), [api]);
  const clubId = useSessionValue("clubId");
  const signToken = useSessionValue("signToken");
  const [name, setName] = useState("");
  useEffect(() => {
    setName("");
    if (!clubId || !signToken) return;
    let current = true;
    clubs
      .name(clubId)
      .then((result) => {
        if (current) setName(typeof result?.clubname === "string" ? result.clubname : "");
      })
      .catch((error: unknown) => console.info("Club name lookup failed", error));
    return () => {
      current = false;
    };
  }, [clubId, signToken, clubs]);
  return name;
}
