import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { newRouter } from "../../context";
import { ok } from "../../lib/openapi";

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string(),
  createdAt: z.string(),
});

const outbox = createRoute({
  method: "get",
  path: "/dev/outbox",
  // A development aid, not part of the published contract.
  hide: true,
  tags: ["Development"],
  summary: "Mails kept instead of sent (not mounted in production)",
  request: { query: z.object({ to: z.string().max(100).optional() }) },
  responses: { 200: ok(z.object({ list: z.array(mailSchema) }), "Newest first") },
});

export const devRouter = (ctx: AppContext) =>
  newRouter().openapi(outbox, async (c) => {
    const mails = await ctx.repos.outbox.findNewest(c.req.valid("query").to, 50);
    const list = mails.map(({ to, subject, text, html, link, createdAt }) => ({
      to,
      subject,
      text,
      html,
      link,
      createdAt: createdAt.toISOString(),
    }));
    return c.json({ result: { list } }, 200);
  });
