import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router-dom";
import { PlatformRouteTitle } from "shared/ui/platform-route-title";
import { HomeErrorScreen } from "../features/account-gates";
import { CLUB_NAMESPACE } from "../i18n/translations";
import { HomeScreen } from "./scaffold/home-screen";

/** Route → screen wiring of mf-club: the one place where a screen is plugged in. Paths match remote.json. */
export function AppRoutes() {
  const { t } = useTranslation(CLUB_NAMESPACE);
  const title = (key: string) => <PlatformRouteTitle title={t(`titles.${key}`)} />;
  return (
    <Routes>
      <Route path="/home" element={<HomeScreen />} />
      <Route path="/home-error" element={<HomeErrorScreen />} />
      <Route path="/add-golf-club" element={title("addGolfClub")} />
      <Route path="/golf-info" element={title("golfInfo")} />
      {/* Another app's route: this remote is unmounting, render nothing meanwhile. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
