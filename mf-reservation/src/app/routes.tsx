import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router-dom";
import { PlatformRouteTitle } from "shared/ui/platform-route-title";
import { RESERVATION_NAMESPACE } from "../i18n/translations";

/** Route → screen wiring of mf-reservation: the one place where a screen is plugged in. Paths match remote.json. */
export function AppRoutes() {
  const { t } = useTranslation(RESERVATION_NAMESPACE);
  const title = (key: string) => <PlatformRouteTitle title={t(`titles.${key}`)} />;
  return (
    <Routes>
      <Route path="/reservation" element={title("reservation")} />
      <Route path="/reservation-table" element={title("reservationTable")} />
      <Route path="/reservation-detail" element={title("reservationDetail")} />
      <Route path="/offline-reservation" element={title("offlineReservation")} />
      {/* Another app's route: this remote is unmounting, render nothing meanwhile. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
