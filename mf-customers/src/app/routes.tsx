import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router-dom";
import { PlatformRouteTitle } from "shared/ui/platform-route-title";
import { CUSTOMERS_NAMESPACE } from "../i18n/translations";

/** Route → screen wiring of mf-customers: the one place where a screen is plugged in. Paths match remote.json. */
export function AppRoutes() {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const title = (key: string) => <PlatformRouteTitle title={t(`titles.${key}`)} />;
  return (
    <Routes>
      <Route path="/client" element={title("client")} />
      <Route path="/client-profile" element={title("clientProfile")} />
      <Route path="/membership-tiers" element={title("membershipTiers")} />
      <Route path="/membership-create" element={title("membershipCreate")} />
      <Route path="/membership-update" element={title("membershipUpdate")} />
      <Route path="/customer-list" element={title("customerList")} />
      <Route path="/customer-create" element={title("customerCreate")} />
      <Route path="/customer-update" element={title("customerUpdate")} />
      {/* Another app's route: this remote is unmounting, render nothing meanwhile. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
