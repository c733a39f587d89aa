import { createRoute } from "@hono/zod-openapi";
import { clubIdQuerySchema, clubNameSchema } from "shared/domains/clubs/schemas";
import { clubAccessErrors, clubScoped, ok } from "../../lib/openapi";

export const getClubName = createRoute({
  method: "get",
  path: "/club",
  operationId: "getClubName",
  tags: ["Club"],
  summary: "The name of one club (CLUB_INFORMATION read)",
  ...clubScoped({ feature: "CLUB_INFORMATION", action: "read" }),
  request: { query: clubIdQuerySchema },
  responses: { 200: ok(clubNameSchema, "Club name"), ...clubAccessErrors() },
});
