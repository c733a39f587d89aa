import styled from "@emotion/styled";
import { useTexts } from "platform/i18n/use-texts";
import { useLocation, useNavigate } from "react-router-dom";
import { Lead } from "ui-kit/page-kit";
import { colors, focusRing } from "ui-kit/tokens";
import { type AuthPath, pathTo } from "../../paths";
import { AuthCard } from "../common/layout/auth-card";
import { signUpTexts } from "./texts";

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.5rem;
  text-align: left;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  cursor: pointer;
  strong {
    font-size: 1.125rem;
  }
  span {
    color: ${colors.muted};
  }
  &:hover {
    border-color: ${colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** /select-account-type: Business owner or Employee; the country chosen on the map travels along. */
export function SelectAccountTypeScreen() {
  const { t } = useTexts(signUpTexts);
  const navigate = useNavigate();
  const state = useLocation().state as { country?: string } | null;
  const go = (path: AuthPath) => navigate(pathTo(path), { state: { country: state?.country ?? null } });
  return (
    <AuthCard title={t("accountType.title")} wide>
      <Lead>{t("accountType.lead")}</Lead>
      <Choices>
        <Choice type="button" onClick={() => go("/sign-up-business")}>
          <strong>{t("accountType.business")}</strong>
          <span>{t("accountType.businessHint")}</span>
        </Choice>
        <Choice type="button" onClick={() => go("/sign-up-employee")}>
          <strong>{t("accountType.employee")}</strong>
          <span>{t("accountType.employeeHint")}</span>
        </Choice>
      </Choices>
    </AuthCard>
  );
}
