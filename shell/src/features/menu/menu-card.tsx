import styled from "@emotion/styled";
import { useTranslation } from "react-i18next";
import { useShell } from "../../app/shell-context";
import { useShellNavigate } from "../../app/shell-location";
import { useClubName } from "../session/use-club-name";
import { useFullName } from "../session/use-full-name";

const Card = styled.div<{ isOpen: boolean }>`
  display: ${(p) => (p.isOpen ? "flex" : "none")};
  align-items: center;
  justify-content: space-between;
  margin: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: 0.75rem;
  background: #eef6f1;
  white-space: nowrap;
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span {
    font-size: 0.875rem;
    color: #475467;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Arrow = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.25rem;
  cursor: pointer;
`;

/**
 * The menu's club card: the signed-in user's full name, the selected club's name under it, and a small arrow to the
 * user's profile.
 */
export function MenuCard({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const navigate = useShellNavigate();
  const { routes } = useShell().platform;
  const fullName = useFullName();
  const clubName = useClubName();
  // Nobody signed in: there is no name to show nor a profile to open.
  if (!fullName) return null;
  const name = fullName.isSuccess ? fullName.data : fullName.isError ? t("sideBar.nameError") : "";
  return (
    <Card isOpen={open} data-testid="menu-card">
      <Names>
        <strong data-testid="menu-card-name">{name}</strong>
        {clubName && <span data-testid="menu-card-club">{clubName}</span>}
      </Names>
      <Arrow
        type="button"
        aria-label={t("sideBar.toProfile")}
        title={t("sideBar.toProfile")}
        onClick={() => navigate(routes.pathFor("profile"))}
      >
        ›
      </Arrow>
    </Card>
  );
}
