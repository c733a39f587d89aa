import { useQueryClient } from "@tanstack/react-query";
import type { AccessMap, UserSession } from "platform/core/contract";
import { sharedKeys } from "platform/data/shared-keys";
import { useMyRole, usePermissions } from "platform/data/shared-reads";
import { useSelectedClubId } from "platform/data/use-selected-club";
import { type AccessSource, computeAccessMap, isClubFreeMenuPage } from "platform/session/access-map";
import { useEffect, useRef } from "react";
import { useShell } from "../../app/shell-context";
import { useSessionValue, useUserSessionJson } from "../session/use-session-value";

/** spec §4 access flags for the menu, from the session store. Without a signed-in session nothing is granted. */
export function useAccessMap(pathname: string): AccessMap {
  const { setAccessMap, platform } = useShell();
  const queries = useQueryClient();
  const signToken = useSessionValue("signToken");
  const userName = useSessionValue("userName");
  const clubId = useSelectedClubId();
  const userSession = JSON.parse(useUserSessionJson()) as UserSession | null;
  const isAdmin = userSession?.isAdmin === true;
  const signedIn = Boolean(signToken && userSession);
  const role = useMyRole(clubId, { enabled: signedIn && !isAdmin });
  const permissions = usePermissions({ enabled: signedIn });

  // Asked again after every navigation, not only when the club changes: an owner may have narrowed this user's role
  // since, and the menu must follow on the next page. The stored permissions follow the same way (choosing another
  // club is a navigation too). A read already under way is not asked twice.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void queries.invalidateQueries({ queryKey: sharedKeys.myRole(clubId) }, { cancelRefetch: false });
    void queries.invalidateQueries({ queryKey: sharedKeys.permissions() }, { cancelRefetch: false });
  }, [pathname, clubId, queries]);

  // The stored userPermissions (spec §3) that screens read through the permission helpers, after each answer.
  const answer = permissions.data;
  const answeredAt = permissions.dataUpdatedAt;
  useEffect(() => {
    if (!answer || !answeredAt) return;
    const { isBusinessOwner, isAdmin, userPermissions } = answer;
    const stored = platform.session.get("userSession");
    if (typeof isBusinessOwner !== "boolean" || typeof userPermissions !== "object") return;
    const next = { ...stored, isBusinessOwner, isAdmin, userPermissions };
    // Written only when something changed: every write announces itself and re-renders the shell.
    if (stored && JSON.stringify(stored) !== JSON.stringify(next)) platform.session.set("userSession", next);
  }, [answer, answeredAt, platform]);

  let source: AccessSource;
  if (!signToken || !userSession) source = { kind: "signedOut" };
  else if (isAdmin) source = { kind: "admin" };
  // Until the role is read, or when it cannot be, the map grants what needs no role.
  else source = { kind: "role", role: role.isError ? null : (role.data ?? null) };

  const clubFree = isClubFreeMenuPage(platform.routes, pathname);
  // An account behind a gate (spec §4) is offered nothing beyond the gate's screen.
  const allStaff = !userSession?.gate && (userSession?.isBusinessOwner === true || isAdmin);
  const { access } = computeAccessMap({ clubFree, source, profile: Boolean(userName), allStaff });
  useEffect(() => setAccessMap(access), [access, setAccessMap]);
  return access;
}
