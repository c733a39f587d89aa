import { type EmployeeSignUpValues, employeeSignUpForm } from "contracts/domains/accounts/forms";
import { useTexts } from "platform/i18n/use-texts";
import { useLocation } from "react-router-dom";
import { Dropdown } from "ui-kit/dropdown";
import { Lead } from "ui-kit/page-kit";
import { useForm } from "ui-kit/use-form";
import { findCountry } from "../common/countries";
import { countryOptions } from "../common/country-options";
import { AuthCard, Stack } from "../common/layout/auth-card";
import { AccountFields } from "./account-fields";
import { useSignUpEmployee } from "./api/sign-up";
import { SignUpButton, SignUpDialogs } from "./sign-up-dialogs";
import { signUpTexts } from "./texts";
import { useSignUpSubmit } from "./use-sign-up-submit";

/** /sign-up-employee: a personal account with the country the employee works in. */
export function EmployeeSignUpScreen() {
  const { t } = useTexts(signUpTexts);
  const signUp = useSignUpEmployee();
  const fromMap = (useLocation().state as { country?: unknown } | null)?.country;
  const initialValues: EmployeeSignUpValues = {
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    passwordConfirm: "",
    country: typeof fromMap === "string" ? (findCountry(fromMap)?.name ?? "") : "",
  };
  const submit = useSignUpSubmit(
    (values: EmployeeSignUpValues) => signUp.mutateAsync(values),
    (error, fieldOfCode): string[] => form.applyApiError(error, fieldOfCode),
    (field) => {
      if (field in form.values) form.focusField(field as keyof typeof form.values);
    },
  );
  const form = useForm({ schema: employeeSignUpForm, initialValues, onSubmit: submit.ask });
  const country = form.control("country");

  return (
    <AuthCard title={t("signUp.employeeTitle")} wide>
      <Lead>{t("signUp.employeeLead")}</Lead>
      <Stack noValidate onSubmit={form.handleSubmit}>
        <AccountFields text={form.text} />
        <Dropdown
          label={t("fields.country")}
          required
          options={countryOptions(t)}
          {...country}
          value={String(country.value)}
          onChange={(value) => country.onChange(value)}
        />
        <SignUpButton busy={form.submitting || submit.sending} sending={submit.sending} />
      </Stack>
      <SignUpDialogs submit={submit} focusEmail={() => form.focusField("email")} />
    </AuthCard>
  );
}
