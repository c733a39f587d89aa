import { z } from "zod";
import {
  type Customer,
  type CustomerChannel,
  type CustomerCountry,
  type CustomerInputParsed,
  customerInputSchema,
  type Gender,
} from "./schemas";

/**
 * Form rules of the customer form. The form keeps what the user typed as text, keyed like the contract, so the
 * API's issue paths name the form's fields; parsing turns the text into the contract's values and applies the
 * contract's own schema.
 */

export type CustomerFormValues = {
  name: string;
  email: string;
  mobile: string;
  tierId: string;
  tierValidUntil: string;
  registeredOn: string;
  /** "YYYY-MM-DD" put together from the form's year, month and day fields (spec §3); "" for none. */
  birthDate: string;
  marketingOptIn: boolean;
  gender: Gender;
  country: CustomerCountry | "";
  channel: CustomerChannel;
  note: string;
};

/** The birth date from its three parts; "" when all are empty, so the customer has none. */
export const birthDateOf = (year: string, month: string, day: string) =>
  year || month || day ? `${year.padStart(4, "0")}-${month.padStart(2, "0")}-${day.padStart(2, "0")}` : "";

export const customerForm = z.preprocess((values) => {
  const v = values as CustomerFormValues;
  return {
    ...v,
    tierId: v.tierId || undefined,
    country: v.country || null,
    tierValidUntil: v.tierValidUntil.trim() || null,
    registeredOn: v.registeredOn.trim() || undefined,
    birthDate: v.birthDate.trim() || null,
  };
}, customerInputSchema) as unknown as z.ZodType<CustomerInputParsed, CustomerFormValues>;

export const customerFormValues = (customer?: Customer, today = ""): CustomerFormValues => {
  return {
    name: customer?.name ?? "",
    email: customer?.email ?? "",
    mobile: customer?.mobile ?? "",
    tierId: customer?.tierId ?? "",
    tierValidUntil: customer?.tierValidUntil ?? "",
    registeredOn: customer?.registeredOn ?? today,
    birthDate: customer?.birthDate ?? "",
    marketingOptIn: customer?.marketingOptIn ?? false,
    gender: customer?.gender ?? "undisclosed",
    country: customer?.country ?? "",
    channel: customer?.channel ?? "offline",
    note: customer?.note ?? "",
  };
};
