import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";

export const outbox: AppRouteHandler<typeof routes.outbox> = async (c) => {
  const mails = await c.var.ctx.repos.outbox.findNewest(c.req.valid("query").to, 50);
  const list = mails.map(({ to, subject, text, html, link, createdAt }) => ({
    to,
    subject,
    text,
    html,
    link,
    createdAt: createdAt.toISOString(),
  }));
  return c.json({ result: { list } }, 200);
};
