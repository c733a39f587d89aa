import { AMENITIES } from "contracts/domains/clubs/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { Checkbox } from "ui-kit/checkbox";
import { Dropdown } from "ui-kit/dropdown";
import { TextField } from "ui-kit/text-field";
import { CheckGroup, choice, type FormSectionProps, Grid, Section } from "./form-parts";
import { courseTypeOptions, minPlayerOptions, serviceOptions } from "./options";
import { clubFormTexts } from "./texts";

/** Golf Information: holes, course type and length, players, caddie and cart, amenities. */
export function GolfSection({ form, disabled }: FormSectionProps) {
  const { t } = useTexts(clubFormTexts);
  const { values } = form;
  return (
    <Section title={t("form.sections.golf")}>
      <Grid>
        <TextField
          {...form.text("holeCount", t("form.fields.holeCount"))}
          inputMode="numeric"
          required
          disabled={disabled}
        />
        <Dropdown
          {...choice(form, "courseType", t("form.fields.courseType"))}
          options={courseTypeOptions(t)}
          required
          disabled={disabled}
        />
        <TextField
          {...form.text("totalLengthYards", t("form.fields.totalLengthYards"))}
          inputMode="numeric"
          required
          disabled={disabled}
        />
      </Grid>
      <Grid>
        <Dropdown
          {...form.control("minPlayers", t("form.fields.minPlayers"))}
          options={minPlayerOptions()}
          required
          disabled={disabled}
        />
        <Dropdown
          {...choice(form, "caddie", t("form.fields.caddie"))}
          options={serviceOptions(t)}
          required
          disabled={disabled}
        />
        <Dropdown
          {...choice(form, "cart", t("form.fields.cart"))}
          options={serviceOptions(t)}
          required
          disabled={disabled}
        />
      </Grid>
      <CheckGroup>
        <legend>{t("form.fields.amenities")}</legend>
        <div>
          {AMENITIES.map((amenity, index) => (
            <Checkbox
              key={amenity}
              label={t(`form.amenities.${amenity}`)}
              checked={values.amenities.includes(amenity)}
              disabled={disabled}
              ref={index === 0 ? form.refFor("amenities", t("form.fields.amenities")) : undefined}
              onChange={(event) =>
                form.setValue(
                  "amenities",
                  event.target.checked
                    ? AMENITIES.filter((a) => a === amenity || values.amenities.includes(a))
                    : values.amenities.filter((a) => a !== amenity),
                )
              }
            />
          ))}
        </div>
      </CheckGroup>
    </Section>
  );
}
