import type { PasswordResetConfirm } from "contracts/domains/accounts/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import type { AppContext } from "../../context";
import { ApiError } from "../../lib/api-error";
import { hashPassword } from "../../lib/password";
import { type Check, limits, takeAttempt } from "../../lib/throttle";
import { newToken, tokenDigest } from "../../lib/tokens";
import { buildMail } from "../../mail/templates";
import { normaliseEmail } from "../../repositories/accounts-repository";

const resetLifetimeMs = 60 * 60_000;

export async function requestReset(
  ctx: AppContext,
  rawEmail: string,
  address: string,
  language: MessageLanguage,
) {
  const email = normaliseEmail(rawEmail);
  const checks: Check[] = [
    [`reset:email:${email}`, limits.mailPerEmail],
    [`reset:address:${address}`, limits.mailPerAddress],
  ];
  // Every request counts, sent or not.
  await takeAttempt(ctx, checks);
  const account = await ctx.repos.accounts.findByEmail(email);
  if (!account || account.status === "deleted") return;
  const token = newToken();
  const now = ctx.now();
  await ctx.repos.linkTokens.replace({
    _id: tokenDigest(token),
    kind: "password_reset",
    accountId: account._id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + resetLifetimeMs),
  });
  const link = `${ctx.appOrigin}/resetpw?token=${encodeURIComponent(token)}`;
  // A mail failure must not change the answer, or the answer would tell which addresses exist.
  await ctx.mailer.send(buildMail("reset", account.email, link, language)).catch((error: unknown) => {
    ctx.log(`[mail] reset mail to ${account.email} failed: ${String(error)}`);
  });
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
