import styled from "@emotion/styled";
import { readHomeErrorState, sessionGate } from "platform/http/account-gates";
import { usePlatform } from "platform/remote/platform-context";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Actions } from "ui-kit/page-kit";
import { colors, fontFamily } from "ui-kit/tokens";
import { useMessages } from "ui-kit/use-messages";
import { useResendVerification } from "./api/resend-verification";
import { ACCOUNT_GATES_NAMESPACE } from "./resources";
import { useBackToLogin } from "./use-gate-actions";

const Page = styled.main`
  display: flex;
  justify-content: center;
  padding: 5.5rem 1rem 2rem;
  font-family: ${fontFamily};
  color: ${colors.text};
`;

const Card = styled.section`
  max-width: 32rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const Status = styled.p<{ ok: boolean }>`
  color: ${(p) => (p.ok ? colors.primary : colors.error)};
`;

/** /home-error: the account gate or the no-club state the navigation state names (spec §2 Home, §4). */
export function HomeErrorScreen() {
  const { t } = useTranslation(ACCOUNT_GATES_NAMESPACE);
  const { session } = usePlatform();
  const resend = useResendVerification();
  const backToLogin = useBackToLogin();
  const messages = useMessages();
  // Reloaded or opened by its address, the page has no navigation state: the session's gate still decides.
  const state = readHomeErrorState(useLocation().state) ??
    sessionGate(session.get("userSession")) ?? { reason: "no_golf_club" };

  const back = (
    <Button
      size="short"
      variant={state.reason === "email_verification_required" ? "secondary" : "primary"}
      onClick={backToLogin}
    >
      {t("backToLogin")}
    </Button>
  );

  if (state.reason === "pending_account_verification") {
    return (
      <Page>
        <Card>
          <h1>{t("pending.title")}</h1>
          <p>{t("pending.body")}</p>
          <div>{back}</div>
        </Card>
      </Page>
    );
  }

  if (state.reason === "email_verification_required") {
    const { email } = state;
    // The outcome is worded at render time, so it follows a language switch.
    const outcome = resend.isSuccess
      ? { ok: true, message: messages.word("email_resent") }
      : resend.isError
        ? { ok: false, message: messages.failure(resend.error, "resend_failed") }
        : null;
    return (
      <Page>
        <Card>
          <h1>{t("emailRequired.title")}</h1>
          <p>{email ? t("emailRequired.bodyWithEmail", { email }) : t("emailRequired.body")}</p>
          {outcome && (
            <Status ok={outcome.ok} role="status">
              {outcome.message}
            </Status>
          )}
          <Actions>
            {email && (
              <Button size="auto" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
                {t("emailRequired.resend")}
              </Button>
            )}
            {back}
          </Actions>
        </Card>
      </Page>
    );
  }

  const user = session.get("userSession");
  const isEmployee = Boolean(user && !user.isBusinessOwner && !user.isAdmin);
  return (
    <Page>
      <Card>
        <h1>{t("noClub.title")}</h1>
        <p>{isEmployee ? t("noClub.employee") : t("noClub.owner")}</p>
        <div>{back}</div>
      </Card>
    </Page>
  );
}
