import { z } from "zod";
import {
  digitsField,
  emailField,
  missingOrInvalid,
  nameField,
  optionalTextField,
  passwordField,
  phoneCodeField,
  textField,
} from "../common/fields";
import { userPermissionsSchema } from "../common/permissions";

/** Adds the confirmation issue on `passwordConfirm`, the field the user must fix. */
export const confirmMatches =
  (message: "password_confirm_mismatch" | "reset_password_confirm_mismatch") =>
  (value: { password: string; passwordConfirm: string }, ctx: z.core.$RefinementCtx) => {
    if (value.password !== value.passwordConfirm) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message });
    }
  };

const accountFields = {
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: passwordField,
  passwordConfirm: z.string({ error: missingOrInvalid }),
};

export const signUpEmployeeSchema = z
  .strictObject({ ...accountFields, country: textField(60) })
  .superRefine(confirmMatches("password_confirm_mismatch"))
  .meta({ id: "SignUpEmployee" });
export type SignUpEmployee = z.infer<typeof signUpEmployeeSchema>;

/** Text fields of the business sign-up form; the certificate file travels beside them as multipart. */
export const signUpBusinessFieldsShape = {
  ...accountFields,
  companyName: textField(100),
  companyPhoneCode: phoneCodeField,
  companyPhoneNumber: digitsField(4, 15),
  companyAddress: textField(200),
  companyAddress2: optionalTextField(200).optional(),
  city: textField(100),
  state: textField(100),
};
export const signUpBusinessFieldsSchema = z
  .strictObject(signUpBusinessFieldsShape)
  .superRefine(confirmMatches("password_confirm_mismatch"));
export type SignUpBusinessFields = z.infer<typeof signUpBusinessFieldsSchema>;

export const certificateLimits = {
  maxBytes: 5 * 1024 * 1024,
  types: ["application/pdf", "image/png", "image/jpeg"],
} as const;

export const signUpResultSchema = z.object({ email: z.string() });

export const emailTokenSchema = z.strictObject({
  token: z.string({ error: missingOrInvalid }).min(1, { error: "required" }).max(200),
});
export const verifyEmailResultSchema = z.object({ email: z.string(), verified: z.literal(true) });
export const emailOnlySchema = z.strictObject({ email: emailField });

export const signInSchema = z
  .strictObject({
    email: emailField,
    password: z
      .string({ error: missingOrInvalid })
      .min(8, { error: "password_min" })
      .max(128, { error: "too_long" }),
  })
  .meta({ id: "SignIn" });
export type SignIn = z.infer<typeof signInSchema>;

export const accountGates = ["email_verification_required", "pending_account_verification", "none"] as const;
export type AccountGate = (typeof accountGates)[number];

export const userNameSchema = z.object({ firstName: z.string(), lastName: z.string() });

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

export const companyTelSchema = z.strictObject({
  phoneCode: phoneCodeField,
  phoneNumber: digitsField(4, 15),
});
export const companyAddressSchema = z.strictObject({
  city: textField(100),
  state: textField(100),
  address1: textField(200),
  address2: optionalTextField(200).default(""),
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
    newPw: passwordField.optional(),
    newCountry: textField(60).optional(),
    newCompanyName: textField(100).optional(),
    newCompanyTel: companyTelSchema.optional(),
    newCompanyAddress: companyAddressSchema.optional(),
  })
  .meta({ id: "UpdateUser" });
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const verifyPasswordSchema = z.strictObject({
  password: z
    .string({ error: missingOrInvalid })
    .min(1, { error: "required", abort: true })
    .min(8, { error: "password_min" })
    .max(128, { error: "too_long" }),
});

export const passwordResetConfirmSchema = z
  .strictObject({
    token: z.string({ error: missingOrInvalid }).min(1, { error: "required" }).max(200),
    password: z
      .string({ error: "reset_password_invalid" })
      .min(8, { error: "reset_password_invalid" })
      .max(128, { error: "reset_password_invalid" }),
    passwordConfirm: z.string({ error: missingOrInvalid }),
  })
  .superRefine(confirmMatches("reset_password_confirm_mismatch"))
  .meta({ id: "PasswordResetConfirm" });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
