import { css, Global } from "@emotion/react";
import { type RemoteEntry, remoteForPath } from "platform/core/registry";
import { ERROR_PATH } from "platform/core/route-table";
import { normalizePath } from "platform/core/routes";
import { type ReactNode, useEffect } from "react";
import { useAccessMap } from "../features/access/use-access-map";
import { ErrorScreen } from "../features/errors/error-screen";
import { SideMenu } from "../features/menu/side-menu";
import { ContentArea } from "../features/remotes/content-area";
import { type RouteRedirect, routeRedirect } from "../features/routing/route-guard";
import { ForbiddenDialog } from "../features/session/forbidden-dialog";
import { useSessionValue } from "../features/session/use-session-value";
import { TopBar } from "../features/top-bar/top-bar";
import { useShell } from "./shell-context";
import { useShellLocation, useShellNavigate } from "./shell-location";

export const globalStyles = css`
  body {
    margin: 0;
    font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans KR", sans-serif;
    color: #1d2521;
    background: #f7f9f8;
  }
  /* Korean lines break between words, not inside one (never mid-word before a final syllable); a word longer than
     its box still breaks. In every language: a Korean club's names, courses and roles show on English and
     Vietnamese pages too, and keep-all changes nothing for Latin script. */
  body {
    word-break: keep-all;
    overflow-wrap: break-word;
  }
  /* Form controls do not inherit the page font by default: without this, Korean and Vietnamese labels on buttons
     and pickers would render in a different face from the text around them. */
  button,
  input,
  select,
  textarea {
    font-family: inherit;
  }
`;

/**
 * `renderRemote` renders the page's remote inside the content area, in the shell's own React tree. The platform
 * never passes it (single-spa mounts each remote in its own root); the single-bundle comparison build does
 * (`monolith/`), so it measures this same layout.
 */
interface Props {
  renderRemote?: (remote: RemoteEntry) => ReactNode;
}

/** Replaces the page's entry, not pushes: Back must not return to a page that only redirects again. */
function Redirect({ to, state }: RouteRedirect) {
  const navigate = useShellNavigate();
  useEffect(() => navigate(to, { state, replace: true }), [navigate, to, state]);
  return null;
}

function Layout({ renderRemote }: Props) {
  const { remotes, forbidden, platform } = useShell();
  const location = useShellLocation();
  const pathname = normalizePath(location.pathname);
  const owner = remoteForPath(remotes, pathname);
  const signedIn = Boolean(useSessionValue("signToken"));
  const access = useAccessMap(pathname);
  const redirect = routeRedirect(location, { routes: platform.routes, signedIn });
  // While redirecting, show neither the menu nor the content of the page being left.
  const remote = redirect ? undefined : owner;
  const fullPage = redirect !== null || platform.routes.isFullPage(pathname);
  return (
    <>
      <Global styles={globalStyles} />
      {redirect && <Redirect to={redirect.to} state={redirect.state} />}
      <div css={{ display: "flex", minHeight: "100vh" }}>
        {!fullPage && <SideMenu access={access} />}
        <div css={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <TopBar fullPage={fullPage} pathname={pathname} />
          <ContentArea navigationKey={location.key} remote={remote} fullPage={fullPage}>
            {pathname === ERROR_PATH && <ErrorScreen />}
            {remote && renderRemote?.(remote)}
          </ContentArea>
        </div>
      </div>
      <ForbiddenDialog store={forbidden} />
    </>
  );
}

export function ShellApp({ renderRemote }: Props = {}) {
  return <Layout renderRemote={renderRemote} />;
}
