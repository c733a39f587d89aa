import styled from "@emotion/styled";
import { useTexts } from "platform/i18n/use-texts";
import { Dropdown } from "ui-kit/dropdown";
import { PhoneField } from "ui-kit/phone-field";
import { TextField } from "ui-kit/text-field";
import type { FormApi } from "ui-kit/use-form";
import { countryOptions, phoneCodeOptions } from "../common/country-options";
import { Row } from "../common/layout/auth-card";
import type { ProfileValues } from "./profile-values";
import { profileTexts } from "./texts";

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 1fr) minmax(0, 2fr);
  gap: 1rem;
`;

/** Placeholders show the expected shape of each value before the user types (spec: demo placeholders). */
export function ProfileEditFields({
  form,
  isCompany,
}: {
  form: FormApi<ProfileValues, ProfileValues>;
  isCompany: boolean;
}) {
  const { t } = useTexts(profileTexts);
  const select = (name: "phoneCode" | "country") => {
    const control = form.control(name);
    return { ...control, value: String(control.value), onChange: (value: string) => control.onChange(value) };
  };
  return (
    <>
      {isCompany ? (
        <>
          <TextField
            label={t("fields.companyName")}
            required
            placeholder={t("profile.placeholders.companyName")}
            {...form.text("companyName")}
          />
          <PhoneRow>
            <Dropdown
              label={t("fields.phoneCode")}
              required
              options={phoneCodeOptions(t, form.values.phoneCode)}
              {...select("phoneCode")}
            />
            <PhoneField
              label={t("fields.phoneNumber")}
              required
              placeholder="01012345678"
              {...form.text("phoneNumber")}
            />
          </PhoneRow>
          <Row>
            <TextField
              label={t("fields.city")}
              required
              placeholder={t("profile.placeholders.city")}
              {...form.text("city")}
            />
            <TextField
              label={t("fields.state")}
              required
              placeholder={t("profile.placeholders.state")}
              {...form.text("state")}
            />
          </Row>
          <TextField
            label={t("fields.address")}
            required
            placeholder={t("profile.placeholders.address1")}
            {...form.text("address1")}
          />
          <TextField label={t("fields.address2")} {...form.text("address2")} />
        </>
      ) : (
        <Dropdown label={t("fields.country")} required options={countryOptions(t)} {...select("country")} />
      )}
      <Row>
        <TextField
          label={t("fields.newPassword")}
          type="password"
          autoComplete="new-password"
          required
          {...form.text("newPw")}
        />
        <TextField
          label={t("fields.newPasswordConfirm")}
          type="password"
          autoComplete="new-password"
          required
          {...form.text("newPwConfirm")}
        />
      </Row>
    </>
  );
}
