import { z } from "zod";
import { startsEmpty } from "../common/forms";
import {
  accountFields,
  certificateField,
  companyAddressSchema,
  companyTelSchema,
  confirmMatches,
  emailOnlySchema,
  resetPasswordFields,
  signInSchema,
  signUpBusinessFieldsShape,
  signUpEmployeeSchema,
  updateUserSchema,
  verifyPasswordSchema,
} from "./schemas";

/**
 * Form rules of the account screens, made of the fields the API validates with (`./schemas.ts`), so a screen
 * accepts exactly what the API accepts. Messages are error catalogue codes (`contracts/errors`).
 */

/** /login (spec §5 "Login"). */
export const signInForm = signInSchema;
export type SignInValues = z.input<typeof signInForm>;

/** The email of /resetpw's first step and of "resend the verification mail". */
export const emailOnlyForm = emailOnlySchema;

/** /verify-password. */
export const verifyPasswordForm = verifyPasswordSchema;

/** /resetpw's second step: the reset token comes from the link, not from the form. */
export const newPasswordForm = z
  .object(resetPasswordFields)
  .superRefine(confirmMatches("reset_password_confirm_mismatch", "password", "passwordConfirm"));
export type NewPasswordValues = z.input<typeof newPasswordForm>;

export const employeeSignUpForm = signUpEmployeeSchema;
export type EmployeeSignUpValues = z.input<typeof employeeSignUpForm>;

export const businessSignUpForm = z
  .object({ ...signUpBusinessFieldsShape, certificate: startsEmpty(certificateField) })
  .superRefine(confirmMatches("password_confirm_mismatch", "password", "passwordConfirm"));
export type BusinessSignUpValues = z.input<typeof businessSignUpForm>;
export type BusinessSignUpData = z.output<typeof businessSignUpForm>;

/** Profile edit: the new password is typed twice; the API receives it once as `newPw`. */
const newPasswordShape = {
  newPw: accountFields.password,
  newPwConfirm: accountFields.passwordConfirm,
};
const newPasswordConfirmed = confirmMatches("password_confirm_mismatch", "newPw", "newPwConfirm");

const update = updateUserSchema.shape;

export const personalProfileForm = z
  .object({ ...newPasswordShape, country: update.newCountry.unwrap() })
  .superRefine(newPasswordConfirmed);

export const companyProfileForm = z
  .object({
    ...newPasswordShape,
    companyName: update.newCompanyName.unwrap(),
    phoneCode: companyTelSchema.shape.phoneCode,
    phoneNumber: companyTelSchema.shape.phoneNumber,
    city: companyAddressSchema.shape.city,
    state: companyAddressSchema.shape.state,
    address1: companyAddressSchema.shape.address1,
    address2: companyAddressSchema.shape.address2,
  })
  .superRefine(newPasswordConfirmed);

/** Spec §5: the profile can be saved only with a new password the API accepts, typed twice the same. */
export const newPasswordReady = (values: { newPw: string; newPwConfirm: string }) =>
  newPasswordShape.newPw.safeParse(values.newPw).success && values.newPw === values.newPwConfirm;
