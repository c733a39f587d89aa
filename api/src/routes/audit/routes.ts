import { createRoute } from "@hono/zod-openapi";
import { auditListSchema, auditQuerySchema } from "contracts/domains/audit/schemas";
import { clubParamsSchema } from "contracts/domains/common/fields";
import * as endpoints from "contracts/endpoints/audit";
import { clubAccessErrors, clubScoped, ok } from "../../lib/openapi";

export const listAudit = createRoute({
  tags: ["Roles and staff"],
  ...clubScoped({ feature: "ROLE_SETTING", action: "read", ownersOnly: true }),
  ...endpoints.listAudit,
  summary: "The club's audit trail, newest first, a page at a time (the club's owner and administrators)",
  description:
    "Pass a page's nextCursor as cursor to read the page after it; entries older than two years are deleted.",
  request: { params: clubParamsSchema, query: auditQuerySchema },
  responses: { 200: ok(auditListSchema, "One page of the audit trail"), ...clubAccessErrors() },
});
