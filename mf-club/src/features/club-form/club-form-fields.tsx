import styled from "@emotion/styled";
import {
  centsToDollars,
  defaultTimeZone,
  dollarsToCents,
  emptyCourse,
  emptyGreenFee,
  emptyTeeUp,
  isClubCountry,
} from "contracts/domains/clubs/forms";
import { AMENITIES, CLUB_LIMITS, clubImageLimits } from "contracts/domains/clubs/schemas";
import { useTranslation } from "react-i18next";
import { Button } from "ui-kit/button";
import { Checkbox } from "ui-kit/checkbox";
import { Dropdown } from "ui-kit/dropdown";
import { ErrorText } from "ui-kit/field-parts";
import { FileField } from "ui-kit/file-field";
import { PhoneField } from "ui-kit/phone-field";
import { TextField } from "ui-kit/text-field";
import { colors } from "ui-kit/tokens";
import { CLUB_NAMESPACE } from "../../i18n/translations";
import { ClubPicture } from "../club-image/club-picture";
import { CheckGroup, Grid, Hint, InlineRow, RowBox, RowHeader, Section, TextArea } from "./form-parts";
import {
  countryOptions,
  courseTypeOptions,
  minPlayerOptions,
  PHONE_CODES,
  phoneCodeOptions,
  serviceOptions,
  timeZoneOptions,
} from "./options";
import { type ClubFormState, valueAt } from "./use-club-form";

/** What happens to the club's picture on save. */
export type PictureChange =
  | { kind: "keep" }
  | { kind: "new"; file: File; preview: string }
  | { kind: "remove" };

export interface PictureProps {
  /** The stored picture's URL, or null. */
  stored: string | null;
  change: PictureChange;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
}

const PictureRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 16rem) minmax(0, 1fr);
  gap: 1rem;
  align-items: start;
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Preview = styled.figure`
  margin: 0;
  border-radius: 10px;
  overflow: hidden;
  border: 1px solid ${colors.border};
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  figcaption {
    padding: 0.375rem 0.625rem;
    font-size: 0.8125rem;
    color: ${colors.muted};
  }
`;

/** The end of a list: what is wrong with the list as a whole, and its Add button. */
const ListEnd = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  &:focus {
    outline: none;
  }
`;

const TimeRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  align-items: start;
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

interface Props {
  form: ClubFormState;
  readOnly: boolean;
  /** A fourth tee-up row was asked for. */
  onTeeUpLimit: () => void;
  picture: PictureProps;
}

/**
 * Inside a numbered row the visible label is short ("Regular price ($)"); the field's name says which row it is in
 * ("Green fee 2: regular price ($)"), for screen readers and for the dialog that names an invalid field.
 */
const rowLabel = (visible: string, full: string) => ({ label: visible, "aria-label": full });

/** The club form's sections (spec §2 "Club form"): Basic Info, Golf Information, the three lists, notes, picture. */
export function ClubFormFields({ form, readOnly, onTeeUpLimit, picture }: Props) {
  const { t, i18n } = useTranslation(CLUB_NAMESPACE);
  const { values } = form;
  const disabled = readOnly;

  const chooseCountry = (code: string) => {
    if (!isClubCountry(code)) return;
    const previousCode = isClubCountry(values.country) ? PHONE_CODES[values.country] : "";
    form.setValue("country", code);
    form.touch("country");
    form.setValue("timeZone", defaultTimeZone(code));
    // The calling code follows the country unless the user picked another one.
    if (!values.phoneCode || values.phoneCode === previousCode) form.setValue("phoneCode", PHONE_CODES[code]);
  };

  const showDollars = (path: string) => {
    form.touch(path);
    const cents = dollarsToCents(String(valueAt(values, path) ?? ""));
    if (cents !== undefined && Number.isFinite(cents)) form.setValue(path, centsToDollars(cents));
  };

  const listError = (key: "courses" | "greenFees" | "teeUps") => {
    const error = form.errorOf(key);
    return error ? <ErrorText role="alert">{error}</ErrorText> : null;
  };

  const country = form.control("country", t("form.fields.country"));
  const phoneCode = form.control("phoneCode", t("form.fields.phoneCode"));
  const timeZone = form.control("timeZone", t("form.fields.timeZone"));

  return (
    <>
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

      <Section title={t("form.sections.golf")}>
        <Grid>
          <TextField
            {...form.text("holeCount", t("form.fields.holeCount"))}
            inputMode="numeric"
            required
            disabled={disabled}
          />
          <Dropdown
            {...form.control("courseType", t("form.fields.courseType"))}
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
            {...form.control("caddie", t("form.fields.caddie"))}
            options={serviceOptions(t)}
            required
            disabled={disabled}
          />
          <Dropdown
            {...form.control("cart", t("form.fields.cart"))}
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

      <Section title={t("form.sections.courses")}>
        <Hint>{t("form.rows.coursesHint")}</Hint>
        {values.courses.map((_, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved; their inputs are controlled.
            <InlineRow key={index}>
              <TextField
                {...form.text(`courses.${index}.name`, t("form.fields.course", { number }))}
                required
                disabled={disabled}
              />
              <Button
                variant="secondary"
                aria-label={t("form.rows.removeCourse", { number })}
                disabled={disabled || values.courses.length <= CLUB_LIMITS.courses.min}
                onClick={() =>
                  form.setList(
                    "courses",
                    values.courses.filter((_, i) => i !== index),
                  )
                }
              >
                {t("form.rows.remove")}
              </Button>
            </InlineRow>
          );
        })}
        <ListEnd ref={form.refFor("courses", t("form.sections.courses"))} tabIndex={-1}>
          {listError("courses")}
          <Button
            variant="secondary"
            disabled={disabled || values.courses.length >= CLUB_LIMITS.courses.max}
            onClick={() => form.setList("courses", [...values.courses, emptyCourse()])}
          >
            {t("form.rows.addCourse")}
          </Button>
        </ListEnd>
      </Section>

      <Section title={t("form.sections.greenFees")}>
        <Hint>{t("form.rows.pricesHint")}</Hint>
        {values.greenFees.map((_, index) => {
          const number = index + 1;
          const at = `greenFees.${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved; their inputs are controlled.
            <RowBox key={index}>
              <RowHeader>
                <h3>{t("form.rows.greenFee", { number })}</h3>
                <Button
                  variant="text"
                  aria-label={t("form.rows.removeGreenFee", { number })}
                  disabled={disabled || values.greenFees.length <= CLUB_LIMITS.greenFees.min}
                  onClick={() =>
                    form.setList(
                      "greenFees",
                      values.greenFees.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t("form.rows.remove")}
                </Button>
              </RowHeader>
              <Grid>
                <TextField
                  {...form.text(`${at}.name`, t("form.fields.greenFeeName", { number }))}
                  {...rowLabel(t("form.fields.feeName"), t("form.fields.greenFeeName", { number }))}
                  required
                  disabled={disabled}
                />
                <TextField
                  {...form.text(`${at}.regularPriceCents`, t("form.fields.regularPrice", { number }))}
                  {...rowLabel(t("form.fields.regularPriceShort"), t("form.fields.regularPrice", { number }))}
                  onBlur={() => showDollars(`${at}.regularPriceCents`)}
                  inputMode="decimal"
                  placeholder="0.00"
                  required
                  disabled={disabled}
                />
                <TextField
                  {...form.text(`${at}.additionalPriceCents`, t("form.fields.additionalPrice", { number }))}
                  {...rowLabel(
                    t("form.fields.additionalPriceShort"),
                    t("form.fields.additionalPrice", { number }),
                  )}
                  onBlur={() => showDollars(`${at}.additionalPriceCents`)}
                  inputMode="decimal"
                  placeholder="0.00"
                  required
                  disabled={disabled}
                />
              </Grid>
            </RowBox>
          );
        })}
        <ListEnd ref={form.refFor("greenFees", t("form.sections.greenFees"))} tabIndex={-1}>
          {listError("greenFees")}
          <Button
            variant="secondary"
            disabled={disabled || values.greenFees.length >= CLUB_LIMITS.greenFees.max}
            onClick={() => form.setList("greenFees", [...values.greenFees, emptyGreenFee()])}
          >
            {t("form.rows.addGreenFee")}
          </Button>
        </ListEnd>
      </Section>

      <Section title={t("form.sections.teeUps")}>
        <Hint>{t("form.rows.teeUpsHint")}</Hint>
        {values.teeUps.map((_, index) => {
          const number = index + 1;
          const at = `teeUps.${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved; their inputs are controlled.
            <RowBox key={index}>
              <RowHeader>
                <h3>{t("form.rows.teeUp", { number })}</h3>
                <Button
                  variant="text"
                  aria-label={t("form.rows.removeTeeUp", { number })}
                  disabled={disabled || values.teeUps.length <= CLUB_LIMITS.teeUps.min}
                  onClick={() =>
                    form.setList(
                      "teeUps",
                      values.teeUps.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t("form.rows.remove")}
                </Button>
              </RowHeader>
              <TimeRow>
                <TextField
                  {...form.text(`${at}.interval`, t("form.fields.interval", { number }))}
                  {...rowLabel(t("form.fields.intervalShort"), t("form.fields.interval", { number }))}
                  inputMode="numeric"
                  placeholder="10"
                  required
                  disabled={disabled}
                />
                <TextField
                  {...form.text(`${at}.firstTeeUp`, t("form.fields.firstTeeUp", { number }))}
                  {...rowLabel(t("form.fields.firstTeeUpShort"), t("form.fields.firstTeeUp", { number }))}
                  inputMode="numeric"
                  placeholder="06:00"
                  maxLength={5}
                  required
                  disabled={disabled}
                />
                <TextField
                  {...form.text(`${at}.lastTeeUp`, t("form.fields.lastTeeUp", { number }))}
                  {...rowLabel(t("form.fields.lastTeeUpShort"), t("form.fields.lastTeeUp", { number }))}
                  inputMode="numeric"
                  placeholder="17:00"
                  maxLength={5}
                  required
                  disabled={disabled}
                />
              </TimeRow>
            </RowBox>
          );
        })}
        <ListEnd ref={form.refFor("teeUps", t("form.sections.teeUps"))} tabIndex={-1}>
          {listError("teeUps")}
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() =>
              values.teeUps.length >= CLUB_LIMITS.teeUps.max
                ? onTeeUpLimit()
                : form.setList("teeUps", [...values.teeUps, emptyTeeUp()])
            }
          >
            {t("form.rows.addTeeUp")}
          </Button>
        </ListEnd>
      </Section>

      <Section title={t("form.sections.notes")}>
        <TextArea {...form.text("notice", t("form.fields.notice"))} disabled={disabled} />
        <TextArea {...form.text("description", t("form.fields.description"))} disabled={disabled} />
        <TextArea {...form.text("precautions", t("form.fields.precautions"))} disabled={disabled} />
      </Section>

      <Section title={t("form.sections.image")}>
        <PictureRow>
          <Preview>
            {picture.change.kind === "new" ? (
              <img src={picture.change.preview} alt={t("form.image.preview")} />
            ) : (
              <ClubPicture
                url={picture.change.kind === "remove" ? null : picture.stored}
                alt={t("form.image.preview")}
              />
            )}
            {(picture.change.kind === "remove" || (picture.change.kind === "keep" && !picture.stored)) && (
              <figcaption>{t("form.image.placeholder")}</figcaption>
            )}
          </Preview>
          {!readOnly && (
            <div>
              <FileField
                label={t("form.fields.image")}
                accept={clubImageLimits.types.join(",")}
                name="image"
                file={picture.change.kind === "new" ? picture.change.file : null}
                onChange={picture.onChoose}
                error={picture.error}
              />
              {(picture.change.kind === "new" || (picture.change.kind === "keep" && picture.stored)) && (
                <Button variant="text" onClick={picture.onRemove}>
                  {t("form.image.remove")}
                </Button>
              )}
            </div>
          )}
        </PictureRow>
      </Section>
    </>
  );
}
