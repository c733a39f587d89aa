import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { PlatformRouteTitle } from "shared/ui/platform-route-title";
import { CLUB_NAMESPACE } from "../../i18n/translations";

/** /home until the club list exists: the way on to the price schedule (another remote), with navigation state. */
export function HomeScreen() {
  const { t } = useTranslation(CLUB_NAMESPACE);
  const navigate = useNavigate();
  return (
    <PlatformRouteTitle title={t("titles.home")}>
      <button type="button" onClick={() => navigate("/price-schedule", { state: { from: "/home" } })}>
        {t("home.openPriceSchedule")}
      </button>
    </PlatformRouteTitle>
  );
}
