import { z } from "zod";
import { COUNTRY_NAME_LIST, type CountryName } from "../common/countries";
import {
  customerDateField,
  missingOrInvalid,
  objectIdField,
  optionalTextField,
  queryIntField,
} from "../common/fields";
import { MEMBERSHIP_TIER_LIMITS, membershipNameField } from "../membership-tiers/schemas";

/**
 * A club's customers (spec §3 "Customer", §5): golfers the club knows, each holding one membership tier
 * (`membership-tiers/`), with the CSV they are exported and imported as.
 */

export const CUSTOMER_LIMITS = {
  /** The tier's name rule (spec §5: "name same rules"). */
  name: MEMBERSHIP_TIER_LIMITS.name,
  note: 500,
  email: 60,
} as const;

export const customerParamsSchema = z.object({ clubId: objectIdField, customerId: objectIdField });

export const customerChannels = ["ios", "android", "web", "offline"] as const;
export type CustomerChannel = (typeof customerChannels)[number];
export const genders = ["male", "female", "undisclosed"] as const;
export type Gender = (typeof genders)[number];
/** Spec §3: the four customer countries, by their English names. */
export const customerCountries = COUNTRY_NAME_LIST;
export type CustomerCountry = CountryName;

const customerEmailField = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, { error: "required", abort: true })
  .max(CUSTOMER_LIMITS.email, { error: "customer_email_invalid", abort: true })
  .email({ error: "customer_email_invalid" });

const mobileField = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, { error: "required", abort: true })
  .regex(/^\d+$/, { error: "digits_only", abort: true })
  .min(4, { error: "phone_too_short" })
  .max(15, { error: "too_long" });

export const customerInputSchema = z
  .strictObject({
    name: membershipNameField,
    email: customerEmailField,
    mobile: mobileField,
    tierId: objectIdField,
    tierValidUntil: customerDateField.nullable().default(null),
    registeredOn: customerDateField,
    /** Year, month and day, as the form asks them; a whole date or none. */
    birthDate: customerDateField.nullable().default(null),
    marketingOptIn: z.boolean({ error: missingOrInvalid }).default(false),
    gender: z.enum(genders, { error: missingOrInvalid }).default("undisclosed"),
    /** Optional (spec §5 lists name, email, mobile, tier and registration date as required): null for none. */
    country: z.enum(customerCountries, { error: missingOrInvalid }).nullable().default(null),
    channel: z.enum(customerChannels, { error: missingOrInvalid }).default("offline"),
    note: optionalTextField(CUSTOMER_LIMITS.note).default(""),
  })
  .meta({ id: "CustomerInput" });
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerInputParsed = z.output<typeof customerInputSchema>;

export const customerSchema = z
  .object({
    customerId: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    tierId: z.string(),
    tierName: z.string(),
    tierValidUntil: z.string().nullable(),
    registeredOn: z.string(),
    birthDate: z.string().nullable(),
    marketingOptIn: z.boolean(),
    gender: z.enum(genders),
    /** Null when none was given. */
    country: z.enum(customerCountries).nullable(),
    channel: z.enum(customerChannels),
    note: z.string(),
    reservationCount: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Customer" });
export type Customer = z.infer<typeof customerSchema>;

export const customerFilterSchema = z.object({
  /** Part of the name, email or mobile, any case. */
  q: optionalTextField(50).optional(),
  tierId: objectIdField.optional(),
  channel: z.enum(customerChannels, { error: missingOrInvalid }).optional(),
});
export type CustomerFilter = z.input<typeof customerFilterSchema>;

/** Spec §9: tables show 9 rows per page. */
export const defaultCustomerPageSize = 9;

export const customerListQuerySchema = customerFilterSchema.extend({
  page: queryIntField(1, 100_000, 1),
  pageSize: queryIntField(1, 100, defaultCustomerPageSize),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerListSchema = z
  .object({ list: z.array(customerSchema), total: z.int(), page: z.int(), pageSize: z.int() })
  .meta({ id: "CustomerList" });
export type CustomerList = z.infer<typeof customerListSchema>;

/** Import: a dry run reports and writes nothing; the real run adds the valid rows (matched by email). */
export const customerImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "invalid_value" })
    .default("true")
    .transform((value) => value === "true"),
});

export const importIssueSchema = z.object({ row: z.int(), field: z.string(), message: z.string() });
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const customerImportReportSchema = z
  .object({
    dryRun: z.boolean(),
    rows: z.int(),
    /** Valid rows whose email is new to the club: added (or, in a dry run, would be). */
    added: z.int(),
    /** Valid rows whose email the club already has: left as they are. */
    unchanged: z.int(),
    issues: z.array(importIssueSchema),
  })
  .meta({ id: "CustomerImportReport" });
export type CustomerImportReport = z.infer<typeof customerImportReportSchema>;

/** The CSV's columns, in order; export writes them and import expects them. */
export const customerCsvColumns = [
  "name",
  "email",
  "mobile",
  "tier",
  "tierValidUntil",
  "registeredOn",
  "birthDate",
  "marketingOptIn",
  "gender",
  "country",
  "channel",
  "note",
  "reservationCount",
] as const;
