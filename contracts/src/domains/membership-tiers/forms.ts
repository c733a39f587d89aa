import { z } from "zod";
import { centsToDollars, dollarsToCents } from "../clubs/forms";
import type { DiscountTarget } from "../pricing/booking";
import {
  type Tier,
  type TierInputParsed,
  type TierPeriod,
  type TierStatus,
  tierInputSchema,
} from "./schemas";

/**
 * Form rules of the tier form. The form keeps what the user typed as text, keyed like the contract, so the API's
 * issue paths name the form's fields; parsing turns the text into the contract's values and applies the contract's
 * own schema.
 */

export type TierFormValues = {
  name: string;
  /** Dollars as typed; the API receives cents. */
  priceCents: string;
  period: TierPeriod;
  discountRatePercent: string;
  discountTarget: DiscountTarget | "";
  benefit: string;
  note: string;
  status: TierStatus;
};

const wholeNumber = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

export const tierForm = z.preprocess((values) => {
  const v = values as TierFormValues;
  return {
    ...v,
    priceCents: dollarsToCents(v.priceCents),
    discountRatePercent: wholeNumber(v.discountRatePercent),
    discountTarget: v.discountTarget || undefined,
  };
}, tierInputSchema) as unknown as z.ZodType<TierInputParsed, TierFormValues>;

export const tierFormValues = (tier?: Tier): TierFormValues => ({
  name: tier?.name ?? "",
  priceCents: tier ? centsToDollars(tier.priceCents) : "",
  period: tier?.period ?? "year",
  discountRatePercent: tier ? String(tier.discountRatePercent) : "",
  discountTarget: tier?.discountTarget ?? "",
  benefit: tier?.benefit ?? "",
  note: tier?.note ?? "",
  status: tier?.status ?? "active",
});
