import styled from "@emotion/styled";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { AUTH_NAMESPACE } from "../../i18n/translations";

const Screen = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.5rem;
  padding: 6rem 1.5rem 2rem;
  font-family: system-ui, sans-serif;
`;

const Actions = styled.div`
  display: flex;
  gap: 1rem;
`;

const Action = styled.button`
  width: 8rem;
  padding: 0.75rem 1rem;
  border-radius: 0.5rem;
  border: 1px solid #1f6f43;
  background: ${(p: { primary?: boolean }) => (p.primary ? "#1f6f43" : "#fff")};
  color: ${(p: { primary?: boolean }) => (p.primary ? "#fff" : "#1f6f43")};
  font-size: 1rem;
  cursor: pointer;
`;

/** Landing page (spec route table): Sign Up or Login. The country map arrives with the accounts work. */
export function WelcomeScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  return (
    <Screen data-testid="route-screen">
      <h1>{t("welcome.title")}</h1>
      <Actions>
        <Action type="button" primary onClick={() => navigate("/select-account-type")}>
          {t("welcome.signUp")}
        </Action>
        <Action type="button" onClick={() => navigate("/login")}>
          {t("welcome.login")}
        </Action>
      </Actions>
    </Screen>
  );
}
