import type { MessageLanguage } from "contracts/errors/messages";
import type { AppContext } from "../context";
import { buildMail } from "../mail/templates";
import { type AccountDoc, normaliseEmail } from "../repositories/accounts-repository";
import type { LinkTokenDoc } from "../repositories/link-tokens-repository";
import { limits, takeAttempt } from "./throttle";
import { newToken, tokenDigest } from "./tokens";

/** The links the API mails: which one-use token each carries, how long it lives and which screen it opens. */
const purposes = {
  reset: { kind: "password_reset", lifetimeMs: 60 * 60_000, path: "/resetpw", mail: "reset mail" },
  verify: {
    kind: "email_verification",
    lifetimeMs: 24 * 60 * 60_000,
    path: "/signup/verify",
    mail: "verification mail",
  },
} as const satisfies Record<
  string,
  { kind: LinkTokenDoc["kind"]; lifetimeMs: number; path: string; mail: string }
>;

export type LinkPurpose = keyof typeof purposes;

/**
 * A "mail me a link" request: counted per email and per client address before any work (429 beyond
 * `limits.mailPer*`, every request counting, sent or not), so it cannot flood one inbox; then the account the email
 * names, if any. `counter` names the request's own windows ("reset", "mail").
 */
export async function accountAskingForLink(
  ctx: AppContext,
  counter: string,
  rawEmail: string,
  address: string,
) {
  const email = normaliseEmail(rawEmail);
  await takeAttempt(ctx, [
    [`${counter}:email:${email}`, limits.mailPerEmail],
    [`${counter}:address:${address}`, limits.mailPerAddress],
  ]);
  return ctx.repos.accounts.findByEmail(email);
}

/** Issues a fresh one-use token for the account (replacing the one it had for this purpose); answers the link. */
export async function issueLink(ctx: AppContext, purpose: LinkPurpose, account: AccountDoc) {
  const { kind, lifetimeMs, path } = purposes[purpose];
  const token = newToken();
  const now = ctx.now();
  await ctx.repos.linkTokens.replace({
    _id: tokenDigest(token),
    kind,
    accountId: account._id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return `${ctx.appOrigin}${path}?token=${encodeURIComponent(token)}`;
}

/** Mails `link` to the account in `language`; a failure is thrown to the caller (see `linkMailFailed`). */
export const mailLink = (
  ctx: AppContext,
  purpose: LinkPurpose,
  account: AccountDoc,
  link: string,
  language: MessageLanguage,
) => ctx.mailer.send(buildMail(purpose, account.email, link, language));

/** `issueLink`, then `mailLink`. */
export async function sendLinkMail(
  ctx: AppContext,
  purpose: LinkPurpose,
  account: AccountDoc,
  language: MessageLanguage,
) {
  await mailLink(ctx, purpose, account, await issueLink(ctx, purpose, account), language);
}

/** Logs a link mail that did not go out; for `.catch` after `mailLink` or `sendLinkMail`. */
export const linkMailFailed = (ctx: AppContext, purpose: LinkPurpose, to: string) => (error: unknown) => {
  ctx.log(`[mail] ${purposes[purpose].mail} to ${to} failed: ${String(error)}`);
};
