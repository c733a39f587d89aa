import {
  certificateLimits,
  type SignUpBusinessFields,
  type SignUpEmployee,
} from "contracts/domains/accounts/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { ApiError } from "../../lib/api-error";
import { accountAskingForLink, linkMailFailed, sendLinkMail } from "../../lib/link-mail";
import { hashPassword } from "../../lib/password";
import { limits, takeAttempt } from "../../lib/throttle";
import { tokenDigest } from "../../lib/tokens";
import { checkUpload, type UploadRule } from "../../lib/uploads";
import { type AccountDoc, type CompanyDoc, normaliseEmail } from "../../repositories/accounts-repository";
import { unlessDuplicate } from "../../repositories/common";

const certificateUpload: UploadRule = {
  field: "certificate",
  maxBytes: certificateLimits.maxBytes,
  types: certificateLimits.types,
  issues: { tooLarge: "certificate_too_large", wrongType: "certificate_type" },
};
const duplicate = () => new ApiError(409, "email_duplicated");

type AccountInput = Pick<SignUpEmployee, "firstName" | "lastName" | "email" | "password">;

/**
 * Every valid sign-up counts, created or not, and is counted before anything is read or stored: a burst from one
 * address gets 429 once its window is used up, however many requests arrive at once.
 */
async function takeSignUpAttempt(ctx: AppContext, rawEmail: string, address: string) {
  const email = normaliseEmail(rawEmail);
  await takeAttempt(ctx, [
    [`signup:email:${email}`, limits.signUpPerEmail],
    [`signup:address:${address}`, limits.signUpPerAddress],
  ]);
}

async function assertEmailFree(ctx: AppContext, email: string) {
  if (await ctx.repos.accounts.findByEmail(email)) throw duplicate();
}

async function createAccount(
  ctx: AppContext,
  input: AccountInput,
  extra: Pick<AccountDoc, "kind" | "country" | "company" | "status">,
) {
  const now = ctx.now();
  const account: AccountDoc = {
    _id: new ObjectId(),
    email: normaliseEmail(input.email),
    passwordHash: await hashPassword(input.password, ctx.hashCost),
    firstName: input.firstName,
    lastName: input.lastName,
    isAdmin: false,
    emailVerifiedAt: null,
    statusLog: [{ status: extra.status, date: now, description: "Signed up" }],
    memo: "",
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
  // A concurrent sign-up with the same address loses on the unique index.
  await unlessDuplicate(ctx.repos.accounts.insert(account), duplicate);
  return account;
}

/** The account stands even if the mail fails; the user can ask for it again with resend. */
async function mailAfterSignUp(ctx: AppContext, account: AccountDoc, language: MessageLanguage) {
  await sendLinkMail(ctx, "verify", account, language).catch(linkMailFailed(ctx, "verify", account.email));
}

export async function signUpEmployee(
  ctx: AppContext,
  input: SignUpEmployee,
  address: string,
  language: MessageLanguage,
) {
  await takeSignUpAttempt(ctx, input.email, address);
  await assertEmailFree(ctx, input.email);
  const account = await createAccount(ctx, input, {
    kind: "employee",
    country: input.country,
    company: null,
    status: "active",
  });
  await mailAfterSignUp(ctx, account, language);
  return { email: account.email };
}

export async function signUpBusiness(
  ctx: AppContext,
  input: SignUpBusinessFields & { certificate: File },
  address: string,
  language: MessageLanguage,
) {
  await takeSignUpAttempt(ctx, input.email, address);
  await assertEmailFree(ctx, input.email);
  const certificate = await checkUpload(input.certificate, certificateUpload);
  const fileId = await ctx.repos.certificates.save(
    certificate.filename,
    certificate.contentType,
    certificate.data,
  );
  const company: CompanyDoc = {
    companyName: input.companyName,
    companyTel: { phoneCode: input.companyPhoneCode, phoneNumber: input.companyPhoneNumber },
    companyAddress: {
      city: input.city,
      state: input.state,
      address1: input.companyAddress,
      address2: input.companyAddress2 ?? "",
    },
    certificateFileId: fileId,
  };
  const account = await createAccount(ctx, input, {
    kind: "business",
    country: "",
    company,
    status: "pending",
  }).catch(async (error: unknown) => {
    await ctx.repos.certificates.remove(fileId);
    throw error;
  });
  await mailAfterSignUp(ctx, account, language);
  return { email: account.email };
}

export async function verifyEmail(ctx: AppContext, token: string) {
  const accountId = await ctx.repos.linkTokens.consume(tokenDigest(token), "email_verification", ctx.now());
  const account = accountId && (await ctx.repos.accounts.findById(accountId));
  if (!account) throw new ApiError(400, "signup_token_invalid");
  await ctx.repos.accounts.markEmailVerified(account._id, ctx.now());
  return { email: account.email, verified: true as const };
}

/** Counted per address and per email so the endpoint cannot be used to flood one inbox. */
export async function resendVerification(
  ctx: AppContext,
  rawEmail: string,
  address: string,
  language: MessageLanguage,
) {
  const account = await accountAskingForLink(ctx, "mail", rawEmail, address);
  if (!account || account.emailVerifiedAt) throw new ApiError(422, "resend_failed");
  await sendLinkMail(ctx, "verify", account, language).catch((error: unknown) => {
    linkMailFailed(ctx, "verify", account.email)(error);
    throw new ApiError(503, "resend_failed");
  });
}
