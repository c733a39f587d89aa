import styled from "@emotion/styled";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";

const Screen = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 8rem 1.5rem 2rem;
  text-align: center;
`;

/** /error: where unknown paths end. */
export function ErrorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Screen data-testid="error-screen">
      <h1>{t("error.title")}</h1>
      <p>{t("error.body")}</p>
      <button type="button" onClick={() => navigate("/welcome")}>
        {t("error.toWelcome")}
      </button>
    </Screen>
  );
}
