import { css, Global } from "@emotion/react";
import { BrowserRouter, Navigate, useLocation } from "react-router-dom";
import { remoteForPath } from "shared/platform/registry";
import { normalizePath } from "shared/platform/routes";
import { useAccessMap } from "../features/access/use-access-map";
import { ErrorScreen } from "../features/errors/error-screen";
import { isMenuHidden } from "../features/menu/menu-visibility";
import { SideMenu } from "../features/menu/side-menu";
import { ContentArea } from "../features/remotes/content-area";
import { ForbiddenDialog } from "../features/session/forbidden-dialog";
import { TopBar } from "../features/top-bar/top-bar";
import { useShell } from "./shell-context";

const globalStyles = css`
  body {
    margin: 0;
    font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans KR", sans-serif;
    color: #1d2521;
    background: #f7f9f8;
  }
`;

/** The shell owns "/" (→ /welcome) and "/error"; every other known path belongs to a remote. */
const SHELL_ROUTES = ["/", "/error"];

function Layout() {
  const { remotes, forbidden } = useShell();
  const location = useLocation();
  const pathname = normalizePath(location.pathname);
  const remote = remoteForPath(remotes, pathname);
  const access = useAccessMap(pathname);
  const fullPage = isMenuHidden(pathname);
  const redirect =
    pathname === "/" ? "/welcome" : !remote && !SHELL_ROUTES.includes(pathname) ? "/error" : null;
  return (
    <>
      <Global styles={globalStyles} />
      {redirect && <Navigate to={redirect} replace />}
      <div css={{ display: "flex", minHeight: "100vh" }}>
        {!fullPage && <SideMenu access={access} />}
        <div css={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <TopBar fullPage={fullPage} pathname={pathname} />
          <ContentArea navigationKey={location.key} remote={remote} fullPage={fullPage}>
            {pathname === "/error" && <ErrorScreen />}
          </ContentArea>
        </div>
      </div>
      <ForbiddenDialog store={forbidden} />
    </>
  );
}

export function ShellApp() {
  return (
    <BrowserRouter>
      <Layout />
    </BrowserRouter>
  );
}
