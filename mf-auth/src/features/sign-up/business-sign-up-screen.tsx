import styled from "@emotion/styled";
import {
  type BusinessSignUpData,
  type BusinessSignUpValues,
  businessSignUpForm,
} from "contracts/domains/accounts/forms";
import { certificateLimits } from "contracts/domains/accounts/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { useLocation } from "react-router-dom";
import { Dropdown } from "ui-kit/dropdown";
import { FileField } from "ui-kit/file-field";
import { Lead } from "ui-kit/page-kit";
import { PhoneField } from "ui-kit/phone-field";
import { TextField } from "ui-kit/text-field";
import { useForm } from "ui-kit/use-form";
import { countries } from "../common/countries";
import { phoneCodeOptions } from "../common/country-options";
import { AuthCard, Row, Stack } from "../common/layout/auth-card";
import { AccountFields } from "./account-fields";
import { useSignUpBusiness } from "./api/sign-up";
import { SignUpButton, SignUpDialogs } from "./sign-up-dialogs";
import { signUpTexts } from "./texts";
import { useSignUpSubmit } from "./use-sign-up-submit";

const Section = styled.h2`
  margin: 0.5rem 0 0;
  font-size: 1.125rem;
`;

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 1fr) minmax(0, 2fr);
  gap: 1rem;
`;

/** /sign-up-business: owner account plus company details and the corporate certificate. */
export function BusinessSignUpScreen() {
  const { t } = useTexts(signUpTexts);
  const signUp = useSignUpBusiness();
  const fromMap = (useLocation().state as { country?: unknown } | null)?.country;
  const initialValues: BusinessSignUpValues = {
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    passwordConfirm: "",
    companyName: "",
    companyPhoneCode: countries.find((c) => c.code === fromMap)?.phoneCode ?? "",
    companyPhoneNumber: "",
    companyAddress: "",
    companyAddress2: "",
    city: "",
    state: "",
    certificate: null,
  };
  const submit = useSignUpSubmit(
    (values: BusinessSignUpData) => signUp.mutateAsync(values),
    (error, fieldOfCode): string[] => form.applyApiError(error, fieldOfCode),
    (field) => {
      if (field in form.values) form.focusField(field as keyof typeof form.values);
    },
  );
  const form = useForm({ schema: businessSignUpForm, initialValues, onSubmit: submit.ask });
  const phoneCode = form.control("companyPhoneCode");
  const certificate = form.control("certificate");

  return (
    <AuthCard title={t("signUp.businessTitle")} wide>
      <Lead>{t("signUp.businessLead")}</Lead>
      <Stack noValidate onSubmit={form.handleSubmit}>
        <Section>{t("signUp.accountSection")}</Section>
        <AccountFields text={form.text} />
        <Section>{t("signUp.companySection")}</Section>
        <TextField
          label={t("fields.companyName")}
          autoComplete="organization"
          required
          {...form.text("companyName")}
        />
        <PhoneRow>
          <Dropdown
            label={t("fields.phoneCode")}
            required
            options={phoneCodeOptions(t)}
            {...phoneCode}
            value={String(phoneCode.value)}
            onChange={(value) => phoneCode.onChange(value)}
          />
          <PhoneField label={t("fields.phoneNumber")} required {...form.text("companyPhoneNumber")} />
        </PhoneRow>
        <TextField
          label={t("fields.address")}
          autoComplete="address-line1"
          required
          {...form.text("companyAddress")}
        />
        <TextField
          label={t("fields.address2")}
          autoComplete="address-line2"
          {...form.text("companyAddress2")}
        />
        <Row>
          <TextField label={t("fields.city")} autoComplete="address-level2" required {...form.text("city")} />
          <TextField
            label={t("fields.state")}
            autoComplete="address-level1"
            required
            {...form.text("state")}
          />
        </Row>
        <FileField
          label={t("fields.certificate")}
          required
          accept={certificateLimits.types.join(",")}
          name={certificate.name}
          ref={certificate.ref}
          file={certificate.value as File | null}
          onChange={(file) => certificate.onChange(file)}
          onBlur={certificate.onBlur}
          error={certificate.error}
        />
        <SignUpButton busy={form.submitting || submit.sending} sending={submit.sending} />
      </Stack>
      <SignUpDialogs submit={submit} focusEmail={() => form.focusField("email")} />
    </AuthCard>
  );
}
