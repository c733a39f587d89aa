import { useEffect, useState } from "react";
import type { AccessMap, UserSession } from "shared/platform/contract";
import {
  type AccessSource,
  computeAccessMap,
  isClubFreeMenuPage,
  type RoleAccessInfo,
} from "shared/session/access-map";
import { useShell } from "../../app/shell-context";
import { useSessionValue, useUserSessionJson } from "../session/use-session-value";

type RoleLookup = { clubId: string; role: RoleAccessInfo | null };

/** spec §4 access flags for the menu, from the session store. Without a signed-in session nothing is granted. */
export function useAccessMap(pathname: string): AccessMap {
  const { platform, setAccessMap } = useShell();
  const signToken = useSessionValue("signToken");
  const userName = useSessionValue("userName");
  const clubId = useSessionValue("clubId");
  const userSession = JSON.parse(useUserSessionJson()) as UserSession | null;
  const isAdmin = userSession?.isAdmin === true;
  const [lookup, setLookup] = useState<RoleLookup | null>(null);

  const needsRole = Boolean(signToken && userSession && !isAdmin && clubId);
  useEffect(() => {
    if (!needsRole || !clubId) return;
    let current = true;
    platform.api
      .get<{ result: RoleAccessInfo }>("/api/v1.0/users/role", { params: { clubId } })
      .then((response) => current && setLookup({ clubId, role: response.data.result }))
      .catch((error: unknown) => {
        console.error("Role lookup failed", error);
        if (current) setLookup({ clubId, role: null });
      });
    return () => {
      current = false;
    };
  }, [needsRole, clubId, platform.api]);

  let source: AccessSource;
  if (!signToken || !userSession) source = { kind: "signedOut" };
  else if (isAdmin) source = { kind: "admin" };
  else source = { kind: "role", role: lookup?.clubId === clubId ? lookup.role : null };

  const clubFree = isClubFreeMenuPage(platform.routes, pathname);
  const { access } = computeAccessMap({ clubFree, source, profile: Boolean(userName) });
  useEffect(() => setAccessMap(access), [access, setAccessMap]);
  return access;
}
