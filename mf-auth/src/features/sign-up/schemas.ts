import { emailRule, validationMessages as m, passwordRule, requiredText } from "shared/forms/rules";
import { z } from "zod";

/** Limits mirror the API's sign-up schemas so the form catches what the server would refuse. */
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const CERTIFICATE_TYPES = ["application/pdf", "image/png", "image/jpeg"];

const accountShape = {
  firstName: requiredText(50),
  lastName: requiredText(50),
  email: emailRule,
  password: passwordRule(),
  passwordConfirm: z.string().min(1, m.required),
};

const confirmMatches = (value: { password: string; passwordConfirm: string }) =>
  value.password === value.passwordConfirm;
const confirmIssue = { message: m.passwordConfirm, path: ["passwordConfirm"] };

export const employeeSignUpSchema = z
  .object({ ...accountShape, country: z.string().min(1, m.required) })
  .refine(confirmMatches, confirmIssue);
export type EmployeeSignUpValues = z.input<typeof employeeSignUpSchema>;

const certificate = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .refine((file) => file !== null, "auth:signUp.certificateRequired")
  .refine((file) => !file || file.size <= CERTIFICATE_MAX_BYTES, "auth:signUp.certificateTooLarge")
  .refine((file) => !file || CERTIFICATE_TYPES.includes(file.type), "auth:signUp.certificateType");

export const businessSignUpSchema = z
  .object({
    ...accountShape,
    companyName: requiredText(100),
    companyPhoneCode: z.string().min(1, m.required),
    companyPhoneNumber: z
      .string()
      .min(1, m.required)
      .regex(/^\d+$/, m.digitsOnly)
      .min(4, "auth:signUp.phoneTooShort")
      .max(15, m.tooLong),
    companyAddress: requiredText(200),
    companyAddress2: z.string().trim().max(200, m.tooLong),
    city: requiredText(100),
    state: requiredText(100),
    certificate,
  })
  .refine(confirmMatches, confirmIssue);
export type BusinessSignUpValues = z.input<typeof businessSignUpSchema>;
export type BusinessSignUpData = z.output<typeof businessSignUpSchema>;

export function toBusinessFormData(values: BusinessSignUpData): FormData {
  const form = new FormData();
  const { certificate: file, ...fields } = values;
  for (const [key, value] of Object.entries(fields)) {
    if (key === "companyAddress2" && !value) continue;
    form.append(key, value);
  }
  if (file) form.append("certificate", file, file.name);
  return form;
}
