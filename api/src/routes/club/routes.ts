import { createRoute } from "@hono/zod-openapi";
import { clubIdQuerySchema, clubNameSchema } from "shared/domains/clubs/schemas";
import { clubAccessErrors, clubScoped, ok } from "../../lib/openapi";

export const getClubName = createRoute({
  method: "get",
  path: "/club",
  operationId: "getClubName",
  tags: ["Club"],
  summary: "The name of one club, for anyone who stands in it (the chrome shows it under the user's name)",
  ...clubScoped({ feature: "CLUB_INFORMATION", action: "read", anyRole: true }),
  request: { query: clubIdQuerySchema },
  responses: { 200: ok(clubNameSchema, "Club name"), ...clubAccessErrors() },
});
