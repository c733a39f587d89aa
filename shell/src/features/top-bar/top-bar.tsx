import styled from "@emotion/styled";
import { useNavigate } from "react-router-dom";
import { displayUserName } from "shared/session/user-name";
import { useSessionValue } from "../session/use-session-value";
import { BackButton } from "./back-button";
import { LanguagePicker } from "./language-picker";

const Bar = styled.header<{ fullPage: boolean }>`
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
  background: ${(p) => (p.fullPage ? "transparent" : "#fff")};
  border-bottom: ${(p) => (p.fullPage ? "0" : "1px solid #e3e8e5")};
`;

const UserButton = styled.button`
  border: 1px solid #1f6f43;
  border-radius: 999px;
  background: #fff;
  color: #1f6f43;
  padding: 0.4rem 1rem;
  cursor: pointer;
`;

/** A path where nothing precedes: the landing page. */
const NO_BACK = ["/welcome"];

/** spec "Top bar": language picker and the stored user's name; transparent and fixed on full-page layouts. */
export function TopBar({ fullPage, pathname }: { fullPage: boolean; pathname: string }) {
  const navigate = useNavigate();
  const userName = displayUserName(useSessionValue("userName"));
  return (
    <Bar fullPage={fullPage} data-testid="top-bar">
      {fullPage && !NO_BACK.includes(pathname) && <BackButton pathname={pathname} />}
      <span css={{ flex: 1 }} />
      <LanguagePicker />
      {userName && (
        <UserButton type="button" onClick={() => navigate("/profile")} data-testid="top-bar-user">
          {userName}
        </UserButton>
      )}
    </Bar>
  );
}
