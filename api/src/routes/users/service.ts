import type { UpdateUser, User } from "contracts/domains/accounts/schemas";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { toUser, userPermissionsOf } from "../../lib/account-views";
import { ApiError, forbidden } from "../../lib/api-error";
import { hashPassword, verifyPassword } from "../../lib/password";
import { reauthWindowMs } from "../../lib/sessions";
import { limits, takeAttempt } from "../../lib/throttle";
import type { AccountDoc } from "../../repositories/accounts-repository";

export async function confirmPassword(ctx: AppContext, auth: Auth, password: string) {
  const [key] = await takeAttempt(ctx, [
    [`verify-password:${auth.account._id.toHexString()}`, limits.verifyPasswordPerAccount],
  ]);
  if (!(await verifyPassword(password, auth.account.passwordHash))) {
    // 422, not 401: the client treats 401 as "session gone" and would log the user out.
    throw new ApiError(422, "incorrect_password");
  }
  // Only failures count.
  await ctx.repos.throttle.giveBack(key);
  await ctx.repos.sessions.markPasswordVerified(auth.session._id, ctx.now());
}

/**
 * The profile screen's rule, kept by the server: administrators, business owners (the company's account holder) and
 * employees granted Account update in a club they work in.
 */
async function mayEditProfile(ctx: AppContext, account: AccountDoc) {
  if (account.isAdmin || account.kind === "business") return true;
  const perClub = await userPermissionsOf(ctx, account);
  return Object.values(perClub).some((features) => features.ACCOUNT?.update === true);
}

export async function updateProfile(ctx: AppContext, auth: Auth, input: UpdateUser): Promise<User> {
  const { account, session } = auth;
  if (!(await mayEditProfile(ctx, account))) throw forbidden();
  const now = ctx.now();
  const verifiedAt = session.passwordVerifiedAt?.getTime() ?? 0;
  if (now.getTime() - verifiedAt > reauthWindowMs) throw new ApiError(403, "reauthentication_required");

  const touchesCompany = input.newCompanyName ?? input.newCompanyTel ?? input.newCompanyAddress;
  if (touchesCompany && !account.company) throw new ApiError(422, "not_business_account");

  const fields: Partial<Omit<AccountDoc, "_id">> = { updatedAt: now };
  if (input.newCountry !== undefined) fields.country = input.newCountry;
  if (account.company && touchesCompany) {
    fields.company = {
      ...account.company,
      companyName: input.newCompanyName ?? account.company.companyName,
      companyTel: input.newCompanyTel ?? account.company.companyTel,
      companyAddress: input.newCompanyAddress ?? account.company.companyAddress,
    };
  }
  if (input.newPw !== undefined) fields.passwordHash = await hashPassword(input.newPw, ctx.hashCost);
  await ctx.repos.accounts.updateFields(account._id, fields);
  if (input.newPw !== undefined) {
    // Whoever held another session, or a reset link mailed before the change, must not keep a way in.
    await ctx.repos.sessions.deleteAllForAccount(account._id, session._id);
    await ctx.repos.linkTokens.retire(account._id, "password_reset");
  }
  return toUser({ ...account, ...fields });
}
