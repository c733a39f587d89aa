import { createRoute, z } from "@hono/zod-openapi";
import { ok } from "../../lib/openapi";

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string(),
  createdAt: z.string(),
});

export const outbox = createRoute({
  method: "get",
  path: "/dev/outbox",
  // A development aid, not part of the published contract.
  hide: true,
  tags: ["Development"],
  summary: "Mails kept instead of sent (not mounted in production; loopback callers only)",
  request: { query: z.object({ to: z.string().max(100).optional() }) },
  responses: { 200: ok(z.object({ list: z.array(mailSchema) }), "Newest first") },
});
