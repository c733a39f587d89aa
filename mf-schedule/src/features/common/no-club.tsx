import styled from "@emotion/styled";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { usePlatform } from "shared/remote/platform-context";
import { colors } from "shared/ui/tokens";
import { SCHEDULE_NAMESPACE } from "../../i18n/translations";

const Notice = styled.p`
  color: ${colors.text};
  a {
    color: ${colors.primary};
    font-weight: 600;
    margin-left: 0.5rem;
  }
`;

/** Shown instead of a club's schedule when no club is selected. */
export function NoClub() {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const { routes } = usePlatform();
  return (
    <Notice role="status">
      {t("noClub.message")}
      <Link to={routes.pathFor("clubChooser")}>{t("noClub.link")}</Link>
    </Notice>
  );
}
