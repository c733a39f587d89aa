import type { SignIn, SignInResult } from "contracts/domains/accounts/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { gateOf, userPermissionsOf } from "../../lib/account-views";
import { ApiError } from "../../lib/api-error";
import { hashPassword, needsRehash, verifyPassword } from "../../lib/password";
import { openSession } from "../../lib/sessions";
import { limits, takeAttempt } from "../../lib/throttle";
import { normaliseEmail } from "../../repositories/accounts-repository";

// Unknown emails still pay for one hash check, so response time does not reveal which addresses exist.
let decoyHash: Promise<string> | undefined;
const decoy = (ctx: AppContext) => {
  decoyHash ??= hashPassword("decoy-password-never-matches", ctx.hashCost);
  return decoyHash;
};

export async function signIn(
  ctx: AppContext,
  input: SignIn,
  address: string,
  language?: MessageLanguage,
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  const [pairKey, accountKey, addressKey] = await takeAttempt(ctx, [
    [`login:account-address:${email}|${address}`, limits.loginPerAccountAndAddress],
    [`login:account:${email}`, limits.loginPerAccount],
    [`login:address:${address}`, limits.loginPerAddress],
  ]);

  const account = await ctx.repos.accounts.findByEmail(email);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoy(ctx)));
  // A failure keeps the attempt it took on both counters.
  if (!account || !matches) throw new ApiError(401, "login_failed");
  // The right password forgives this client's earlier typos on the account, and counts against nothing.
  await Promise.all([
    ctx.repos.throttle.forget(pairKey),
    ctx.repos.throttle.giveBack(accountKey),
    ctx.repos.throttle.giveBack(addressKey),
  ]);
  if (account.status === "suspended" || account.status === "deleted") {
    throw new ApiError(403, "account_inactive");
  }
  // The password is at hand only now, so this is when a hash made at an older cost gets upgraded.
  if (needsRehash(account.passwordHash, ctx.hashCost)) {
    await ctx.repos.accounts.setPasswordHash(
      account._id,
      await hashPassword(input.password, ctx.hashCost),
      ctx.now(),
    );
  }

  if (language && account.language !== language) {
    await ctx.repos.accounts.updateFields(account._id, { language });
  }

  return {
    signToken: await openSession(ctx, account._id),
    userName: { firstName: account.firstName, lastName: account.lastName },
    isBusinessOwner: account.kind === "business",
    isAdmin: account.isAdmin,
    userPermissions: await userPermissionsOf(ctx, account),
    gate: gateOf(account),
  };
}

/** Ends the caller's session: its token no longer signs anything in. */
export async function signOut(ctx: AppContext, auth: Auth) {
  await ctx.repos.sessions.deleteOne(auth.session._id);
}
