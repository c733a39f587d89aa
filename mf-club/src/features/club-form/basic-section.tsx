import { defaultTimeZone, isClubCountry } from "contracts/domains/clubs/forms";
import { phoneCodeOf } from "contracts/domains/common/countries";
import { useTexts } from "platform/i18n/use-texts";
import { Dropdown } from "ui-kit/dropdown";
import { PhoneField } from "ui-kit/phone-field";
import { TextField } from "ui-kit/text-field";
import { type FormSectionProps, Grid, Section } from "./form-parts";
import { countryOptions, phoneCodeOptions, timeZoneOptions } from "./options";
import { clubFormTexts } from "./texts";

/** Basic Info: where the club is, its name, address and phone number. */
export function BasicSection({ form, disabled }: FormSectionProps) {
  const { t, i18n } = useTexts(clubFormTexts);
  const { values } = form;

  const chooseCountry = (code: string) => {
    if (!isClubCountry(code)) return;
    const previousCode = isClubCountry(values.country) ? phoneCodeOf(values.country) : "";
    form.setValue("country", code);
    form.touch("country");
    form.setValue("timeZone", defaultTimeZone(code));
    // The calling code follows the country unless the user picked another one.
    if (!values.phoneCode || values.phoneCode === previousCode) form.setValue("phoneCode", phoneCodeOf(code));
  };

  const country = form.control("country", t("form.fields.country"));
  const phoneCode = form.control("phoneCode", t("form.fields.phoneCode"));
  const timeZone = form.control("timeZone", t("form.fields.timeZone"));

  return (
    <Section title={t("form.sections.basic")}>
      <Grid>
        <Dropdown
          {...country}
          onChange={chooseCountry}
          options={countryOptions(t)}
          required
          disabled={disabled}
        />
        <Dropdown
          {...timeZone}
          // Without a country there is no zone to choose yet: the country's own message says what to do.
          error={values.country ? timeZone.error : undefined}
          options={timeZoneOptions(values.country, i18n.language)}
          required
          disabled={disabled || !values.country}
        />
      </Grid>
      <Grid>
        <TextField {...form.text("name", t("form.fields.name"))} required disabled={disabled} />
        <TextField {...form.text("city", t("form.fields.city"))} required disabled={disabled} />
      </Grid>
      <TextField {...form.text("address", t("form.fields.address"))} required disabled={disabled} />
      <TextField {...form.text("addressEn", t("form.fields.addressEn"))} required disabled={disabled} />
      <Grid>
        <Dropdown
          {...phoneCode}
          options={phoneCodeOptions(t, phoneCode.value)}
          required
          disabled={disabled}
        />
        <PhoneField
          {...form.text("phoneNumber", t("form.fields.phoneNumber"))}
          required
          disabled={disabled}
        />
      </Grid>
    </Section>
  );
}
