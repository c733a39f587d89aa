import { useTexts } from "platform/i18n/use-texts";
import { TextField } from "ui-kit/text-field";
import type { TextBinding } from "ui-kit/use-form";
import { Row } from "../common/layout/auth-card";
import { signUpTexts } from "./texts";

type AccountField = "firstName" | "lastName" | "email" | "password" | "passwordConfirm";

/** The account part both sign-up forms share: name, email, password and its confirmation. */
export function AccountFields({ text }: { text: (name: AccountField) => TextBinding }) {
  const { t } = useTexts(signUpTexts);
  return (
    <>
      <Row>
        <TextField label={t("fields.firstName")} autoComplete="given-name" required {...text("firstName")} />
        <TextField label={t("fields.lastName")} autoComplete="family-name" required {...text("lastName")} />
      </Row>
      <TextField label={t("fields.email")} type="email" autoComplete="email" required {...text("email")} />
      <Row>
        <TextField
          label={t("fields.password")}
          type="password"
          autoComplete="new-password"
          required
          {...text("password")}
        />
        <TextField
          label={t("fields.passwordConfirm")}
          type="password"
          autoComplete="new-password"
          required
          {...text("passwordConfirm")}
        />
      </Row>
    </>
  );
}
