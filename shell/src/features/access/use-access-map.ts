import type { RoleAccess } from "contracts/domains/common/permissions";
import type { AccessMap, UserSession } from "platform/core/contract";
import { type AccessSource, computeAccessMap, isClubFreeMenuPage } from "platform/session/access-map";
import { useEffect, useState } from "react";
import { useShell } from "../../app/shell-context";
import { useAccounts } from "../session/use-accounts";
import { useSessionValue, useUserSessionJson } from "../session/use-session-value";

type RoleLookup = { clubId: string; role: RoleAccess | null };

/** spec §4 access flags for the menu, from the session store. Without a signed-in session nothing is granted. */
export function useAccessMap(pathname: string): AccessMap {
  const { setAccessMap, platform } = useShell();
  const accounts = useAccounts();
  const signToken = useSessionValue("signToken");
  const userName = useSessionValue("userName");
  const clubId = useSessionValue("clubId");
  const userSession = JSON.parse(useUserSessionJson()) as UserSession | null;
  const isAdmin = userSession?.isAdmin === true;
  const [lookup, setLookup] = useState<RoleLookup | null>(null);

  // Asked again after every navigation, not only when the club changes: an owner may have narrowed this user's
  // role since, and the menu must follow on the next page.
  const needsRole = Boolean(signToken && userSession && !isAdmin && clubId);
  useEffect(() => {
    if (!needsRole || !clubId || !pathname) return;
    let current = true;
    accounts
      .getUserRole(clubId)
      .then((role) => current && setLookup({ clubId, role }))
      .catch((error: unknown) => {
        console.error("Role lookup failed", error);
        if (current) setLookup({ clubId, role: null });
      });
    return () => {
      current = false;
    };
  }, [needsRole, clubId, pathname, accounts]);

  // The stored userPermissions (spec §3) that screens read through the permission helpers follow the same way
  // (choosing another club is a navigation too).
  const signedIn = Boolean(signToken && userSession);
  useEffect(() => {
    if (!signedIn || !pathname) return;
    let current = true;
    accounts
      .getUserPermissions()
      .then(({ isBusinessOwner, isAdmin, userPermissions }) => {
        const stored = platform.session.get("userSession");
        if (typeof isBusinessOwner !== "boolean" || typeof userPermissions !== "object") return;
        const next = { ...stored, isBusinessOwner, isAdmin, userPermissions };
        // Written only when something changed: every write announces itself and re-renders the shell.
        if (current && stored && JSON.stringify(stored) !== JSON.stringify(next)) {
          platform.session.set("userSession", next);
        }
      })
      .catch((error: unknown) => console.error("Permission refresh failed", error));
    return () => {
      current = false;
    };
  }, [signedIn, pathname, accounts, platform]);

  let source: AccessSource;
  if (!signToken || !userSession) source = { kind: "signedOut" };
  else if (isAdmin) source = { kind: "admin" };
  else source = { kind: "role", role: lookup?.clubId === clubId ? lookup.role : null };

  const clubFree = isClubFreeMenuPage(platform.routes, pathname);
  const allStaff = userSession?.isBusinessOwner === true || isAdmin;
  const { access } = computeAccessMap({ clubFree, source, profile: Boolean(userName), allStaff });
  useEffect(() => setAccessMap(access), [access, setAccessMap]);
  return access;
}
