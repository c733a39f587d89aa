import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router-dom";
import { PlatformRouteTitle } from "shared/ui/platform-route-title";
import { SCHEDULE_NAMESPACE } from "../i18n/translations";

/** Route → screen wiring of mf-schedule: the one place where a screen is plugged in. Paths match remote.json. */
export function AppRoutes() {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const title = (key: string) => <PlatformRouteTitle title={t(`titles.${key}`)} />;
  return (
    <Routes>
      <Route path="/price-schedule" element={title("priceSchedule")} />
      <Route path="/add-schedule" element={title("addSchedule")} />
      {/* Another app's route: this remote is unmounting, render nothing meanwhile. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
