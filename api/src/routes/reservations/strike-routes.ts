import { createRoute } from "@hono/zod-openapi";
import { clubIdParamSchema } from "contracts/domains/clubs/schemas";
import { golferIdentitySchema, golferStrikesSchema } from "contracts/domains/reservations/strikes";
import * as endpoints from "contracts/endpoints/reservations";
import { clubAccessErrors, clubScoped, jsonBody, ok } from "../../lib/openapi";

const identity =
  "The golfer by any of `customerId`, `email`, or `phoneCode` with `phoneNumber` (422 strike_identity_required " +
  "without one); a no-show of any booking matching one of them counts.";

export const getGolferStrikes = createRoute({
  tags: ["Reservations"],
  ...clubScoped({ feature: "RESERVATION", action: "read" }),
  ...endpoints.getGolferStrikes,
  summary:
    "A golfer's strikes: their no-shows under the club's rule, and until when online booking is refused",
  description: `${identity} Without a strike rule, \`rule\` is null and nothing counts.`,
  request: { params: clubIdParamSchema, query: golferIdentitySchema },
  responses: {
    200: ok(golferStrikesSchema, "The counted no-shows, newest first, and the block"),
    ...clubAccessErrors(),
  },
});

export const liftGolferStrikes = createRoute({
  tags: ["Reservations"],
  ...clubScoped({ feature: "RESERVATION", action: "update" }),
  ...endpoints.liftGolferStrikes,
  summary: "The desk lifts a golfer's block: their no-shows so far stop counting (kept, audited)",
  description: identity,
  request: { params: clubIdParamSchema, ...jsonBody(golferIdentitySchema) },
  responses: { 200: ok(golferStrikesSchema, "The golfer's strikes after lifting"), ...clubAccessErrors() },
});
