import styled from "@emotion/styled";
import { signInForm } from "contracts/domains/accounts/forms";
import { readReturnTo } from "platform/core/sign-in-guard";
import { gateDestination } from "platform/http/account-gates";
import { useTexts } from "platform/i18n/use-texts";
import { saveSignIn } from "platform/session/save-sign-in";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { Button } from "ui-kit/button";
import { Notice } from "ui-kit/page-kit";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import { useForm } from "ui-kit/use-form";
import { useMessages } from "ui-kit/use-messages";
import { pathTo } from "../../paths";
import { AuthCard, Stack } from "../common/layout/auth-card";
import { usePlatform } from "../common/platform/use-platform";
import { useSignIn } from "./api/sign-in";
import { loginTexts } from "./texts";

const Links = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  a {
    color: ${colors.primary};
  }
`;

/**
 * /login: sign in, store the session, then follow the account gate the API reports. With no gate, the user goes
 * back to the page the shell's sign-in guard sent them here from, if any, else /home.
 */
export function LoginScreen() {
  const { t } = useTexts(loginTexts);
  const { session, routes } = usePlatform();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const returnTo = readReturnTo(useLocation().state, routes);
  const messages = useMessages();

  const form = useForm({
    schema: signInForm,
    initialValues: { email: "", password: "" },
    onSubmit: async ({ email, password }) => {
      try {
        const result = await signIn.mutateAsync({ email, password });
        saveSignIn(session, result, email);
        const next = gateDestination(result.gate, email);
        if (result.gate === "none" && returnTo) navigate(returnTo);
        else navigate(next.path, { state: next.state });
      } catch {
        // Shown below from the sign-in's own state, worded at render time so it follows a language switch.
      }
    },
  });

  return (
    <AuthCard title={t("login.title")}>
      <Stack noValidate onSubmit={form.handleSubmit}>
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="username"
          required
          {...form.text("email")}
        />
        <TextField
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
          required
          {...form.text("password")}
        />
        {signIn.isError && (
          <Notice tone="error" role="alert">
            {messages.failure(signIn.error, "login_failed")}
          </Notice>
        )}
        <Button type="submit" size="long" disabled={form.submitting}>
          {form.submitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </Stack>
      <Links>
        <Link to={pathTo("/reset-password")}>{t("login.forgot")}</Link>
        <Link to={pathTo("/select-account-type")}>{t("login.signUp")}</Link>
      </Links>
    </AuthCard>
  );
}
