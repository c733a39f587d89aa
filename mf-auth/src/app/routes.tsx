import { Route, Routes } from "react-router-dom";
import { authRoutes } from "../features";

/** Route → screen wiring of mf-auth: the one place where a screen is plugged in. Paths match remote.json. */
export function AppRoutes() {
  return (
    <Routes>
      {Object.entries(authRoutes).map(([path, Screen]) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      {/* Another app's route: this remote is unmounting, render nothing meanwhile. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
