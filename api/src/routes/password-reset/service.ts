import type { PasswordResetConfirm } from "contracts/domains/accounts/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import type { AppContext } from "../../context";
import { ApiError } from "../../lib/api-error";
import { accountAskingForLink, issueLink, linkMailFailed, mailLink } from "../../lib/link-mail";
import { hashPassword } from "../../lib/password";
import { tokenDigest } from "../../lib/tokens";

export async function requestReset(
  ctx: AppContext,
  rawEmail: string,
  address: string,
  language: MessageLanguage,
) {
  const account = await accountAskingForLink(ctx, "reset", rawEmail, address);
  if (!account || account.status === "deleted") return;
  const link = await issueLink(ctx, "reset", account);
  // A mail failure must not change the answer, or the answer would tell which addresses exist.
  await mailLink(ctx, "reset", account, link, language).catch(linkMailFailed(ctx, "reset", account.email));
}

export async function confirmReset(ctx: AppContext, input: PasswordResetConfirm) {
  const now = ctx.now();
  const accountId = await ctx.repos.linkTokens.consume(tokenDigest(input.token), "password_reset", now);
  const account = accountId && (await ctx.repos.accounts.findById(accountId));
  if (!account) throw new ApiError(400, "reset_token_invalid");
  const passwordHash = await hashPassword(input.password, ctx.hashCost);
  // Following the mailed link proves the address too.
  await ctx.repos.accounts.updateFields(account._id, {
    passwordHash,
    updatedAt: now,
    emailVerifiedAt: account.emailVerifiedAt ?? now,
  });
  await ctx.repos.sessions.deleteAllForAccount(account._id);
}
