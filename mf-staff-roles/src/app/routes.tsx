import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router-dom";
import { PlatformRouteTitle } from "shared/ui/platform-route-title";
import { STAFF_ROLES_NAMESPACE } from "../i18n/translations";

/** Route → screen wiring of mf-staff-roles: the one place where a screen is plugged in. Paths match remote.json. */
export function AppRoutes() {
  const { t } = useTranslation(STAFF_ROLES_NAMESPACE);
  const title = (key: string) => <PlatformRouteTitle title={t(`titles.${key}`)} />;
  return (
    <Routes>
      <Route path="/setting-role" element={title("settingRole")} />
      <Route path="/add-role" element={title("addRole")} />
      <Route path="/edit-role" element={title("editRole")} />
      <Route path="/staff" element={title("staff")} />
      <Route path="/staff-all" element={title("staffAll")} />
      <Route path="/add-staff" element={title("addStaff")} />
      <Route path="/edit-staff" element={title("editStaff")} />
      {/* Another app's route: this remote is unmounting, render nothing meanwhile. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
