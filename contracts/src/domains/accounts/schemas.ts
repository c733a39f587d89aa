import { z } from "zod";
import {
  emailField,
  missingOrInvalid,
  nameField,
  optionalTextField,
  passwordField,
  phoneCodeField,
  phoneNumberField,
  textField,
} from "../common/fields";
import { userPermissionsSchema } from "../common/permissions";

/**
 * The accounts contract (docs/api.md): what the API validates and answers, and what the screens' forms
 * (`./forms.ts`) and typed client (`./api.ts`) are built from.
 */

/** Adds the confirmation issue on the confirmation field, the one the user must fix. */
export const confirmMatches =
  <P extends string, C extends string>(
    message: "password_confirm_mismatch" | "reset_password_confirm_mismatch",
    password: P,
    confirm: C,
  ) =>
  (value: Record<P | C, string | undefined>, ctx: z.core.$RefinementCtx) => {
    if (value[password] !== value[confirm]) {
      ctx.addIssue({ code: "custom", path: [confirm], message });
    }
  };

/** A confirmation is required like any starred field; whether it matches is the object's check. */
export const passwordConfirmField = z.string({ error: missingOrInvalid }).min(1, { error: "required" });

/** One rule per account or company field, whichever request carries it. */
export const accountFields = {
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: passwordField,
  passwordConfirm: passwordConfirmField,
  country: textField(60),
  companyName: textField(100),
  phoneCode: phoneCodeField,
  phoneNumber: phoneNumberField,
  city: textField(100),
  state: textField(100),
  address1: textField(200),
  address2: optionalTextField(200),
};

const signUpAccountShape = {
  firstName: accountFields.firstName,
  lastName: accountFields.lastName,
  email: accountFields.email,
  password: accountFields.password,
  passwordConfirm: accountFields.passwordConfirm,
};

export const signUpEmployeeSchema = z
  .strictObject({ ...signUpAccountShape, country: accountFields.country })
  .superRefine(confirmMatches("password_confirm_mismatch", "password", "passwordConfirm"))
  .meta({ id: "SignUpEmployee" });
export type SignUpEmployee = z.infer<typeof signUpEmployeeSchema>;

/** Text fields of the business sign-up form; the certificate file travels beside them as multipart. */
export const signUpBusinessFieldsShape = {
  ...signUpAccountShape,
  companyName: accountFields.companyName,
  companyPhoneCode: accountFields.phoneCode,
  companyPhoneNumber: accountFields.phoneNumber,
  companyAddress: accountFields.address1,
  companyAddress2: accountFields.address2.optional(),
  city: accountFields.city,
  state: accountFields.state,
};
export const signUpBusinessFieldsSchema = z
  .strictObject(signUpBusinessFieldsShape)
  .superRefine(confirmMatches("password_confirm_mismatch", "password", "passwordConfirm"));
export type SignUpBusinessFields = z.infer<typeof signUpBusinessFieldsSchema>;

export const certificateLimits = {
  maxBytes: 5 * 1024 * 1024,
  types: ["application/pdf", "image/png", "image/jpeg"],
} as const;

/** The corporate certificate of a business sign-up: a non-empty PDF, PNG or JPEG file of at most 5 MB. */
export const certificateField = z
  .custom<File>((value) => typeof File !== "undefined" && value instanceof File, {
    error: "certificate_required",
  })
  .refine((file) => file.size > 0, { error: "certificate_required" })
  .refine((file) => file.size <= certificateLimits.maxBytes, { error: "certificate_too_large" })
  .refine((file) => (certificateLimits.types as readonly string[]).includes(file.type), {
    error: "certificate_type",
  });

export const signUpResultSchema = z.object({ email: z.string() });
export type SignUpResult = z.infer<typeof signUpResultSchema>;

export const emailTokenSchema = z.strictObject({
  token: z.string({ error: missingOrInvalid }).min(1, { error: "required" }).max(200),
});
export type EmailToken = z.infer<typeof emailTokenSchema>;
export const verifyEmailResultSchema = z.object({ email: z.string(), verified: z.literal(true) });
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;
export const emailOnlySchema = z.strictObject({ email: accountFields.email });
export type EmailOnly = z.infer<typeof emailOnlySchema>;
export const resendResultSchema = z.object({ message: z.string() });
export type ResendResult = z.infer<typeof resendResultSchema>;

export const signInSchema = z
  .strictObject({ email: accountFields.email, password: accountFields.password })
  .meta({ id: "SignIn" });
export type SignIn = z.infer<typeof signInSchema>;

export const accountGates = ["email_verification_required", "pending_account_verification", "none"] as const;
export type AccountGate = (typeof accountGates)[number];

export const userNameSchema = z.object({ firstName: z.string(), lastName: z.string() });
export type UserName = z.infer<typeof userNameSchema>;

export const signInResultSchema = z
  .object({
    signToken: z.string(),
    userName: userNameSchema,
    isBusinessOwner: z.boolean(),
    isAdmin: z.boolean(),
    userPermissions: userPermissionsSchema,
    gate: z.enum(accountGates),
  })
  .meta({ id: "SignInResult" });
export type SignInResult = z.infer<typeof signInResultSchema>;

export const signOutResultSchema = z.object({ signedOut: z.literal(true) });
export type SignOutResult = z.infer<typeof signOutResultSchema>;
export const isAdminResultSchema = z.object({ isAdmin: z.boolean() });
export type IsAdminResult = z.infer<typeof isAdminResultSchema>;

export const companyTelSchema = z.strictObject({
  phoneCode: accountFields.phoneCode,
  phoneNumber: accountFields.phoneNumber,
});
export const companyAddressSchema = z.strictObject({
  city: accountFields.city,
  state: accountFields.state,
  address1: accountFields.address1,
  address2: accountFields.address2.default(""),
});

export const companySchema = z.object({
  companyName: z.string(),
  companyTel: z.object({ phoneCode: z.string(), phoneNumber: z.string() }),
  companyAddress: z.object({
    city: z.string(),
    state: z.string(),
    address1: z.string(),
    address2: z.string(),
  }),
});
export type Company = z.infer<typeof companySchema>;

export const userSchema = z
  .object({
    userName: userNameSchema,
    email: z.string(),
    country: z.string(),
    isBusinessOwner: z.boolean(),
    isAdmin: z.boolean(),
    company: companySchema.optional(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

export const updateUserSchema = z
  .strictObject({
    newPw: accountFields.password.optional(),
    newCountry: accountFields.country.optional(),
    newCompanyName: accountFields.companyName.optional(),
    newCompanyTel: companyTelSchema.optional(),
    newCompanyAddress: companyAddressSchema.optional(),
  })
  .meta({ id: "UpdateUser" });
export type UpdateUser = z.infer<typeof updateUserSchema>;
/** What a caller sends: `address2` may be left out, the API stores "" then. */
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const verifyPasswordSchema = z.strictObject({
  password: z
    .string({ error: missingOrInvalid })
    .min(1, { error: "required", abort: true })
    .min(8, { error: "password_min" })
    .max(128, { error: "too_long" }),
});
export type VerifyPassword = z.infer<typeof verifyPasswordSchema>;
export const verifyPasswordResultSchema = z.object({ verified: z.literal(true) });
export type VerifyPasswordResult = z.infer<typeof verifyPasswordResultSchema>;

/** The new password of a reset, with the reset screen's own wording (spec §5). */
export const resetPasswordFields = {
  password: z
    .string({ error: "reset_password_invalid" })
    .min(8, { error: "reset_password_invalid" })
    .max(128, { error: "reset_password_invalid" }),
  passwordConfirm: passwordConfirmField,
};

export const passwordResetConfirmSchema = z
  .strictObject({
    token: z.string({ error: missingOrInvalid }).min(1, { error: "required" }).max(200),
    ...resetPasswordFields,
  })
  .superRefine(confirmMatches("reset_password_confirm_mismatch", "password", "passwordConfirm"))
  .meta({ id: "PasswordResetConfirm" });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const passwordResetRequestedSchema = z.object({ requested: z.literal(true) });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;
export const passwordResetDoneSchema = z.object({ reset: z.literal(true) });
export type PasswordResetDone = z.infer<typeof passwordResetDoneSchema>;
