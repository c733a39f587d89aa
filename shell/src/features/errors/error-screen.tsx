import styled from "@emotion/styled";
import { useTranslation } from "react-i18next";
import { Button } from "ui-kit/button";
import { useShell } from "../../app/shell-context";
import { useShellNavigate } from "../../app/shell-location";
import { useSessionValue } from "../session/use-session-value";

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
  const navigate = useShellNavigate();
  const { routes } = useShell().platform;
  // Signed in, the start page is the club list; the landing page would offer to sign in again.
  const start = routes.pathFor(useSessionValue("signToken") ? "clubChooser" : "landing");
  return (
    <Screen data-testid="error-screen">
      <h1>{t("error.title")}</h1>
      <p>{t("error.body")}</p>
      <Button variant="primary" size="short" onClick={() => navigate(start)}>
        {t("error.toWelcome")}
      </Button>
    </Screen>
  );
}
