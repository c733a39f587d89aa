import { z } from "zod";
import { missingOrInvalid, objectIdField, optionalTextField, queryIntField } from "../common/fields";
import { DISCOUNT_TARGETS } from "../pricing/booking";

/**
 * A club's membership tiers (spec §3 "Membership tier", §5). Prices are integer cents; the discount arithmetic lives
 * once in `pricing/booking.ts`. A customer holds one tier (`customers/`).
 */

export const MEMBERSHIP_TIER_LIMITS = {
  name: { min: 2, max: 30 },
  benefit: 200,
  note: 500,
  priceCents: 100_000_000,
} as const;

/**
 * Letters of any script (spec §5 names Korean and English; a Vietnamese club writes "Hạng Vàng", with its marks
 * precomposed or combining), digits, spaces, hyphen and underscore.
 */
const namePattern = /^[\p{L}\p{M}0-9 _-]+$/u;

/**
 * Tier and customer names share one rule and one message (spec §5: a customer's name follows the tier's rules). A
 * name is kept with its marks precomposed (NFC), so the same name typed on two keyboards is one name, and found as
 * one.
 */
export const membershipNameField = z
  .string({ error: missingOrInvalid })
  .trim()
  .normalize("NFC")
  .min(1, { error: "required", abort: true })
  .min(MEMBERSHIP_TIER_LIMITS.name.min, { error: "membership_name_length", abort: true })
  .max(MEMBERSHIP_TIER_LIMITS.name.max, { error: "membership_name_length", abort: true })
  .regex(namePattern, { error: "membership_name_characters" });

export const tierPeriods = ["year", "month"] as const;
export type TierPeriod = (typeof tierPeriods)[number];
export const tierStatuses = ["active", "disabled"] as const;
export type TierStatus = (typeof tierStatuses)[number];
export { DISCOUNT_TARGETS };

const intIn = (min: number, max: number) =>
  z
    .int({ error: missingOrInvalid })
    .min(min, { error: "invalid_value" })
    .max(max, { error: "invalid_value" });

export const tierInputSchema = z
  .strictObject({
    name: membershipNameField,
    priceCents: intIn(0, MEMBERSHIP_TIER_LIMITS.priceCents),
    period: z.enum(tierPeriods, { error: missingOrInvalid }),
    discountRatePercent: intIn(0, 100),
    discountTarget: z.enum(DISCOUNT_TARGETS, { error: missingOrInvalid }),
    benefit: optionalTextField(MEMBERSHIP_TIER_LIMITS.benefit).default(""),
    note: optionalTextField(MEMBERSHIP_TIER_LIMITS.note).default(""),
    status: z.enum(tierStatuses, { error: missingOrInvalid }).default("active"),
  })
  .meta({ id: "TierInput" });
export type TierInput = z.input<typeof tierInputSchema>;
export type TierInputParsed = z.output<typeof tierInputSchema>;

export const tierSchema = z
  .object({
    tierId: z.string(),
    name: z.string(),
    priceCents: z.int(),
    period: z.enum(tierPeriods),
    discountRatePercent: z.int(),
    discountTarget: z.enum(DISCOUNT_TARGETS),
    benefit: z.string(),
    note: z.string(),
    status: z.enum(tierStatuses),
    /** Customers holding the tier; a tier held by any cannot be deleted. */
    customerCount: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Tier" });
export type Tier = z.infer<typeof tierSchema>;

/** Spec §9: tables show 9 rows per page. */
export const defaultTierPageSize = 9;

export const tierListQuerySchema = z.object({
  page: queryIntField(1, 100_000, 1),
  pageSize: queryIntField(1, 100, defaultTierPageSize),
  status: z.enum(tierStatuses, { error: missingOrInvalid }).optional(),
});
export type TierListQuery = z.input<typeof tierListQuerySchema>;

export const tierListSchema = z
  .object({ list: z.array(tierSchema), total: z.int(), page: z.int(), pageSize: z.int() })
  .meta({ id: "TierList" });
export type TierList = z.infer<typeof tierListSchema>;

export const tierStatusUpdateSchema = z
  .strictObject({ status: z.enum(tierStatuses, { error: missingOrInvalid }) })
  .meta({ id: "TierStatusUpdate" });
export type TierStatusUpdate = z.infer<typeof tierStatusUpdateSchema>;

export const tierParamsSchema = z.object({ clubId: objectIdField, tierId: objectIdField });
