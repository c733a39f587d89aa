import styled from "@emotion/styled";
import { usePlatform } from "platform/remote/platform-context";
import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router-dom";
import { colors } from "./tokens";
import { useCommonTranslation } from "./use-common-translation";

const Notice = styled.p`
  margin: 0;
  color: ${colors.text};
  line-height: 1.5;
  a {
    color: ${colors.primary};
    font-weight: 600;
    margin-left: 0.5rem;
  }
`;

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

/** "No golf club is selected. Choose a golf club first." with the way to the club list. */
export function NoClubNotice() {
  const { t } = useCommonTranslation();
  const { routes } = usePlatform();
  return (
    <Notice role="status" data-testid="no-club">
      {t("noClub.message")}
      <Link to={routes.pathFor("clubChooser")}>{t("noClub.link")}</Link>
    </Notice>
  );
}
