import { z } from "zod";

/**
 * Validation rules of spec §5. Messages are i18n keys (namespace `common` unless prefixed `ns:`), translated
 * where they are shown so a language switch re-renders them.
 */
export const validationMessages = {
  required: "validation.required",
  passwordMin: "validation.passwordMin",
  passwordConfirm: "validation.passwordConfirm",
  emailRequired: "validation.emailRequired",
  emailMax: "validation.emailMax",
  emailInvalid: "validation.emailInvalid",
  resetPasswordInvalid: "validation.resetPasswordInvalid",
  resetPasswordConfirm: "validation.resetPasswordConfirm",
  digitsOnly: "validation.digitsOnly",
  koreanOnly: "validation.koreanOnly",
  englishOnly: "validation.englishOnly",
  lettersAndSpaces: "validation.lettersAndSpaces",
  tooLong: "validation.tooLong",
} as const;

const m = validationMessages;

export const PASSWORD_MIN_LENGTH = 8;
export const LOGIN_EMAIL_MAX_LENGTH = 30;

export const patterns = {
  digitsOnly: /^\d+$/,
  koreanOnly: /^[\u3131-\u318E\uAC00-\uD7A3]+$/,
  englishOnly: /^[A-Za-z]+$/,
  lettersAndSpaces: /^[\p{L}\s]+$/u,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
} as const;

export const requiredText = (max = 100, message: string = m.required) =>
  z.string().trim().min(1, message).max(max, m.tooLong);

export const digitsText = (message: string = m.required) =>
  z.string().min(1, message).regex(patterns.digitsOnly, m.digitsOnly);
export const koreanText = () => z.string().min(1, m.required).regex(patterns.koreanOnly, m.koreanOnly);
export const englishText = () => z.string().min(1, m.required).regex(patterns.englishOnly, m.englishOnly);
export const lettersAndSpacesText = () =>
  z.string().trim().min(1, m.required).regex(patterns.lettersAndSpaces, m.lettersAndSpaces);

export const emailRule = z
  .string()
  .trim()
  .min(1, m.emailRequired)
  .max(LOGIN_EMAIL_MAX_LENGTH, m.emailMax)
  .regex(patterns.email, m.emailInvalid);

export const passwordRule = (message: string = m.passwordMin) => z.string().min(PASSWORD_MIN_LENGTH, message);

/** Password plus confirmation; the mismatch is reported on the confirmation field. */
export const passwordPair = (
  minMessage: string = m.passwordMin,
  confirmMessage: string = m.passwordConfirm,
) =>
  z
    .object({ password: passwordRule(minMessage), passwordConfirm: z.string() })
    .refine((v) => v.password === v.passwordConfirm, { message: confirmMessage, path: ["passwordConfirm"] });

export const loginSchema = z.object({ email: emailRule, password: passwordRule() });
export type LoginValues = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailRule });

/** New password on /resetpw, with the reset screen's own wording. */
export const resetPasswordSchema = passwordPair(m.resetPasswordInvalid, m.resetPasswordConfirm);
