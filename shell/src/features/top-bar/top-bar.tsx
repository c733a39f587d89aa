import styled from "@emotion/styled";
import { displayUserName } from "platform/session/user-name";
import { useShell } from "../../app/shell-context";
import { useShellNavigate } from "../../app/shell-location";
import { useSessionValue } from "../session/use-session-value";
import { BackButton } from "./back-button";
import { LanguagePicker } from "./language-picker";
import { useScrolled } from "./use-scrolled";

const Bar = styled.header<{ fullPage: boolean; scrolled: boolean }>`
  position: ${(p) => (p.fullPage ? "fixed" : "sticky")};
  top: 0;
  left: 0;
  right: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 4.5rem;
  padding: 0 1.5rem;
  box-sizing: border-box;
  background: ${(p) => (!p.fullPage ? "#fff" : p.scrolled ? "rgba(247, 249, 248, 0.94)" : "transparent")};
  border-bottom: ${(p) => (p.fullPage ? "0" : "1px solid #e3e8e5")};
  /* Transparent over the page's top, but once a long form scrolls under the fixed bar its controls would sit on
     top of the fields: a frosted backdrop keeps both readable. */
  box-shadow: ${(p) => (p.fullPage && p.scrolled ? "0 1px 6px rgba(0, 0, 0, 0.08)" : "none")};
  backdrop-filter: ${(p) => (p.fullPage && p.scrolled ? "blur(6px)" : "none")};
  transition: background 0.2s, box-shadow 0.2s;
  @media (max-width: 640px) {
    gap: 0.5rem;
    padding: 0 1rem;
  }
`;

const UserButton = styled.button`
  border: 1px solid #1f6f43;
  border-radius: 999px;
  background: #fff;
  color: #1f6f43;
  padding: 0.4rem 1rem;
  cursor: pointer;
  /* One line on a phone: a long name ends in an ellipsis rather than pushing Back and the language onto two. */
  min-width: 0;
  max-width: 14rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** spec "Top bar": language picker and the stored user's name; transparent and fixed on full-page layouts. */
export function TopBar({ fullPage, pathname }: { fullPage: boolean; pathname: string }) {
  const navigate = useShellNavigate();
  const { routes } = useShell().platform;
  const userName = displayUserName(useSessionValue("userName"));
  const scrolled = useScrolled();
  return (
    <Bar fullPage={fullPage} scrolled={scrolled} data-testid="top-bar">
      {/* Nothing precedes the landing page. */}
      {fullPage && pathname !== routes.pathFor("landing") && <BackButton pathname={pathname} />}
      <span css={{ flex: 1 }} />
      <LanguagePicker />
      {userName && (
        <UserButton
          type="button"
          onClick={() => navigate(routes.pathFor("profile"))}
          data-testid="top-bar-user"
          title={userName}
        >
          {userName}
        </UserButton>
      )}
    </Bar>
  );
}
