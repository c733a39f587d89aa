import { createRoute } from "@hono/zod-openapi";
import { clubParamsSchema, deletedSchema } from "contracts/domains/common/fields";
import type { Action } from "contracts/domains/common/permissions";
import {
  tierInputSchema,
  tierListQuerySchema,
  tierListSchema,
  tierParamsSchema,
  tierSchema,
  tierStatusUpdateSchema,
} from "contracts/domains/membership-tiers/schemas";
import * as endpoints from "contracts/endpoints/membership-tiers";
import { clubAccessErrors, clubScoped, errors, jsonBody, ok } from "../../lib/openapi";

const tierAccess = (action: Action) => ({
  tags: ["Membership"],
  ...clubScoped({ feature: "MEMBERSHIP_MANAGEMENT", action }),
});
const duplicated: [409, string] = [
  409,
  "Another tier of the club has this name, any case (tier_name_duplicated)",
];

export const listTiers = createRoute({
  ...tierAccess("read"),
  ...endpoints.listMembershipTiers,
  summary: "The club's membership tiers, newest first, 9 a page (MEMBERSHIP_MANAGEMENT read)",
  request: { params: clubParamsSchema, query: tierListQuerySchema },
  responses: { 200: ok(tierListSchema, "A page of tiers"), ...clubAccessErrors() },
});

export const createTier = createRoute({
  ...tierAccess("create"),
  ...endpoints.createMembershipTier,
  summary: "Add a membership tier (MEMBERSHIP_MANAGEMENT create)",
  request: { params: clubParamsSchema, ...jsonBody(tierInputSchema) },
  responses: { 201: ok(tierSchema, "Tier added"), ...clubAccessErrors(), ...errors(duplicated) },
});

export const getTier = createRoute({
  ...tierAccess("read"),
  ...endpoints.getMembershipTier,
  summary: "One membership tier with its customer count (MEMBERSHIP_MANAGEMENT read)",
  request: { params: tierParamsSchema },
  responses: { 200: ok(tierSchema, "Tier"), ...clubAccessErrors() },
});

export const updateTier = createRoute({
  ...tierAccess("update"),
  ...endpoints.updateMembershipTier,
  summary: "Replace a membership tier (MEMBERSHIP_MANAGEMENT update)",
  request: { params: tierParamsSchema, ...jsonBody(tierInputSchema) },
  responses: { 200: ok(tierSchema, "Updated tier"), ...clubAccessErrors(), ...errors(duplicated) },
});

export const setTierStatus = createRoute({
  ...tierAccess("update"),
  ...endpoints.setMembershipTierStatus,
  summary: "Activate or disable a tier (MEMBERSHIP_MANAGEMENT update)",
  description:
    "Disabling a tier that customers hold is allowed (the screen warns first); a disabled tier gives no discount.",
  request: { params: tierParamsSchema, ...jsonBody(tierStatusUpdateSchema) },
  responses: { 200: ok(tierSchema, "Tier with its new status"), ...clubAccessErrors() },
});

export const deleteTier = createRoute({
  ...tierAccess("delete"),
  ...endpoints.deleteMembershipTier,
  summary: "Remove a tier no customer holds (MEMBERSHIP_MANAGEMENT delete)",
  request: { params: tierParamsSchema },
  responses: {
    200: ok(deletedSchema, "Tier removed"),
    ...clubAccessErrors(),
    ...errors([409, "Customers hold the tier (tier_in_use)"]),
  },
});
