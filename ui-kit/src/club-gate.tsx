import { usePlatform } from "platform/remote/platform-context";
import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router-dom";
import { Notice } from "./notice";
import { useCommonTranslation } from "./use-common-translation";

/**
 * Whether this screen's route declares `needsClub` while no club is selected: the screen would only show empty
 * tables and refused calls, so it shows `NoClubNotice` instead.
 */
export function useMissingClub(): boolean {
  const { session, routes } = usePlatform();
  const { pathname } = useLocation();
  const clubId = useSyncExternalStore(session.subscribe, () => session.get("clubId"));
  return routes.needsClub(pathname) && !clubId;
}

/**
 * "No golf club is selected. Choose a golf club first." with the way to the club list; an employee no club has
 * added yet is told to ask their manager instead, as Home tells them, since the club list has nothing to choose.
 */
export function NoClubNotice() {
  const { t } = useCommonTranslation();
  const { routes, session } = usePlatform();
  const user = session.get("userSession");
  const unassigned =
    user !== null &&
    user !== undefined &&
    !user.isBusinessOwner &&
    !user.isAdmin &&
    Object.keys(user.userPermissions ?? {}).length === 0;
  if (unassigned)
    return (
      <Notice role="status" data-testid="no-club">
        {t("noClub.unassigned")}
      </Notice>
    );
  return (
    <Notice role="status" data-testid="no-club">
      {t("noClub.message")}
      <Link to={routes.pathFor("clubChooser")}>{t("noClub.link")}</Link>
    </Notice>
  );
}
