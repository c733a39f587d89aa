import type { AppContext } from "../../context";

/** The newest mails the development outbox holds (to one address, or to anyone), as the dev page lists them. */
export async function newestMails(ctx: AppContext, to: string | undefined) {
  const mails = await ctx.repos.outbox.findNewest(to, 50);
  return mails.map(({ to, subject, text, html, link, createdAt }) => ({
    to,
    subject,
    text,
    html,
    link,
    createdAt: createdAt.toISOString(),
  }));
}
