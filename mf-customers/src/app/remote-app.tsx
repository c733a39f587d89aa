import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./routes";

export function RemoteApp() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
