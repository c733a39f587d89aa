import {
  type ClubFormValues,
  centsToDollars,
  dollarsToCents,
  emptyGreenFee,
} from "contracts/domains/clubs/forms";
import { CLUB_LIMITS } from "contracts/domains/clubs/schemas";
import { useTexts } from "platform/i18n/use-texts";
import { TextField } from "ui-kit/text-field";
import { type NestedPath, valueAt } from "ui-kit/use-form";
import { type FormSectionProps, Grid } from "./form-parts";
import { formList, RowListSection, rowLabel } from "./row-list-section";
import { clubFormTexts } from "./texts";

/** The club's green fees: a name, a regular price and an additional price per row, typed in dollars. */
export function GreenFeesSection({ form, disabled }: FormSectionProps) {
  const { t } = useTexts(clubFormTexts);

  const showDollars = (path: NestedPath<ClubFormValues>) => {
    form.touch(path);
    const cents = dollarsToCents(String(valueAt(form.values, path) ?? ""));
    if (cents !== undefined && Number.isFinite(cents)) form.setValue(path, centsToDollars(cents));
  };

  return (
    <RowListSection
      {...formList(form, "greenFees", t("form.sections.greenFees"))}
      hint={t("form.rows.pricesHint")}
      limits={CLUB_LIMITS.greenFees}
      disabled={disabled}
      newRow={emptyGreenFee}
      addLabel={t("form.rows.addGreenFee")}
      removeLabel={(number) => t("form.rows.removeGreenFee", { number })}
      rowTitle={(number) => t("form.rows.greenFee", { number })}
      fields={(index, number) => {
        const at = `greenFees.${index}` as const;
        return (
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
        );
      }}
    />
  );
}
