import styled from "@emotion/styled";
import { type ReactNode, useSyncExternalStore } from "react";
import { Link } from "react-router-dom";
import { usePlatform } from "../remote/platform-context";
import { colors, fontFamily } from "./tokens";
import { useCommonTranslation } from "./use-common-translation";

const Notice = styled.section`
  padding: 1.5rem 2rem;
  font-family: ${fontFamily};
  color: ${colors.text};
  a {
    color: ${colors.primary};
    font-weight: 600;
    margin-left: 0.5rem;
  }
`;

/**
 * A screen whose route declares `needsClub` works on the selected club: without one it would only show empty
 * tables and refused calls, so the user is told to choose a club, with the way there.
 */
export function ClubGate({ children }: { children: ReactNode }) {
  const { t } = useCommonTranslation();
  const { session, routes } = usePlatform();
  const clubId = useSyncExternalStore(session.subscribe, () => session.get("clubId"));
  if (clubId) return children;
  return (
    <Notice role="status" data-testid="no-club">
      {t("noClub.message")}
      <Link to={routes.pathFor("clubChooser")}>{t("noClub.link")}</Link>
    </Notice>
  );
}
