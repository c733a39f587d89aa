import { createRoute, z } from "@hono/zod-openapi";
import {
  clubCreatedSchema,
  clubIdParamSchema,
  clubIdQuerySchema,
  clubImageField,
  clubImageLimits,
  clubImageQuerySchema,
  clubInputSchema,
  clubListQuerySchema,
  clubListSchema,
  clubNameSchema,
  clubSchema,
} from "contracts/domains/clubs/schemas";
import * as endpoints from "contracts/endpoints/clubs";
import { bodyLimits } from "../../lib/body-limits";
import { bearerSecurity, clubAccessErrors, clubScoped, errors, jsonBody, ok } from "../../lib/openapi";

const common = { tags: ["Clubs"], security: bearerSecurity };
const readClub = { tags: ["Clubs"], ...clubScoped({ feature: "CLUB_INFORMATION", action: "read" }) };
const updateClubInformation = {
  tags: ["Clubs"],
  ...clubScoped({ feature: "CLUB_INFORMATION", action: "update" }),
};
const gateRefusal = [403, "The account is behind a gate (account_gate)"] as const;

export const listClubs = createRoute({
  ...common,
  ...endpoints.listClubs,
  summary: "The clubs the caller may open, with the caller's role in each",
  description:
    "Oldest first. An administrator gets at most the first 100 clubs, with more: true when others match; q keeps " +
    "the clubs whose name holds it (any case).",
  request: { query: clubListQuerySchema },
  responses: { 200: ok(clubListSchema, "Clubs, oldest first"), ...errors([...gateRefusal]) },
});

export const createClub = createRoute({
  ...common,
  ...endpoints.createClub,
  summary: "Add a club (active business owners only)",
  request: jsonBody(clubInputSchema),
  middleware: [bodyLimits.clubJson],
  responses: {
    201: ok(clubCreatedSchema, "Club created"),
    ...errors([403, "Not an active business owner (forbidden), or behind a gate (account_gate)"]),
  },
});

export const getClub = createRoute({
  ...readClub,
  ...endpoints.getClub,
  summary: "One club with its courses, green fees and tee-up settings (CLUB_INFORMATION read)",
  request: { params: clubIdParamSchema },
  responses: { 200: ok(clubSchema, "Club"), ...clubAccessErrors() },
});

export const updateClub = createRoute({
  ...updateClubInformation,
  ...endpoints.updateClub,
  summary: "Replace a club's information (CLUB_INFORMATION update)",
  description:
    "Courses and green fees that carry their id keep it; rows without an id are added, rows left out are removed. " +
    "An id that is not one of this club's answers 422 on that row. A change that removes a course or a tee time " +
    "that upcoming bookings hold answers 409 `club_change_orphans_bookings` with `details.count`, and changes nothing.",
  request: { params: clubIdParamSchema, ...jsonBody(clubInputSchema) },
  middleware: [bodyLimits.clubJson],
  responses: {
    200: ok(clubSchema, "Updated club"),
    ...clubAccessErrors(),
    ...errors([409, "Upcoming bookings hold a course or tee time the change removes"]),
  },
});

// The rule is the contract's; the document adds how the file travels.
const imagePart = clubImageField.openapi({
  type: "string",
  format: "binary",
  description: "PNG, JPEG or WebP, at most 2 MB, checked by content",
});
export const clubImageFormSchema = z.strictObject({ image: imagePart }).openapi("ClubImageForm");

export const uploadClubImage = createRoute({
  ...updateClubInformation,
  ...endpoints.uploadClubImage,
  summary: "Set or replace the club's picture (CLUB_INFORMATION update)",
  request: {
    params: clubIdParamSchema,
    body: { content: { "multipart/form-data": { schema: clubImageFormSchema } }, required: true },
  },
  middleware: [bodyLimits.image],
  responses: { 200: ok(clubSchema, "Club with its new picture URL"), ...clubAccessErrors() },
});

export const removeClubImage = createRoute({
  ...updateClubInformation,
  ...endpoints.removeClubImage,
  summary: "Remove the club's picture; the placeholder shows again (CLUB_INFORMATION update)",
  request: { params: clubIdParamSchema },
  responses: { 200: ok(clubSchema, "Club without a picture"), ...clubAccessErrors() },
});

export const getClubImage = createRoute({
  tags: ["Clubs"],
  security: [],
  ...endpoints.getClubImage,
  summary: "The club's picture (public: an <img> cannot send a bearer token)",
  description:
    "Club pictures are marketing pictures, served to anyone who has the club id. Use the `clubImage` URL of an " +
    "answer: its `v` names the picture's content, so that URL may be cached for good; any other URL is revalidated " +
    "with its ETag (If-None-Match → 304).",
  request: { params: clubIdParamSchema, query: clubImageQuerySchema },
  responses: {
    200: {
      content: Object.fromEntries(
        clubImageLimits.types.map((type) => [
          type,
          { schema: z.string().openapi({ type: "string", format: "binary" }) },
        ]),
      ),
      description: "The picture, with the type its content was checked to be",
    },
    304: { description: "The picture has not changed since the ETag sent in If-None-Match" },
    ...errors([404, "No such club, or it has no picture"]),
  },
});

/** Spec §7 `GET /club?clubId=`: the chrome's club name, for anyone who stands in the club. */
export const getClubName = createRoute({
  ...endpoints.getClubName,
  tags: ["Club"],
  summary: "The name of one club, for anyone who stands in it (the chrome shows it under the user's name)",
  ...clubScoped({ feature: "CLUB_INFORMATION", action: "read", anyRole: true }),
  request: { query: clubIdQuerySchema },
  responses: { 200: ok(clubNameSchema, "Club name"), ...clubAccessErrors() },
});
