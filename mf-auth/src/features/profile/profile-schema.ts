import type { UpdateUserInput, User } from "shared/domains/accounts/schemas";
import { validationMessages as m, PASSWORD_MIN_LENGTH, passwordRule, requiredText } from "shared/forms/rules";
import { z } from "zod";
import { normalizePhoneCode } from "../welcome/countries";

const passwords = {
  newPw: passwordRule(),
  newPwConfirm: z.string(),
};
const confirmIssue = { message: m.passwordConfirm, path: ["newPwConfirm"] };
const matches = (v: { newPw: string; newPwConfirm: string }) => v.newPw === v.newPwConfirm;

export const companyProfileSchema = z
  .object({
    ...passwords,
    companyName: requiredText(100),
    phoneCode: z.string().min(1, m.required),
    phoneNumber: z.string().min(1, m.required).regex(/^\d+$/, m.digitsOnly).max(15, m.tooLong),
    city: requiredText(100),
    state: requiredText(100),
    address1: requiredText(200),
    address2: z.string().trim().max(200, m.tooLong),
  })
  .refine(matches, confirmIssue);

export const personalProfileSchema = z
  .object({ ...passwords, country: z.string().min(1, m.required) })
  .refine(matches, confirmIssue);

export type ProfileValues = {
  newPw: string;
  newPwConfirm: string;
  companyName: string;
  phoneCode: string;
  phoneNumber: string;
  city: string;
  state: string;
  address1: string;
  address2: string;
  country: string;
};

export function initialProfileValues(user: User): ProfileValues {
  const company = user.company;
  return {
    newPw: "",
    newPwConfirm: "",
    companyName: company?.companyName ?? "",
    phoneCode: normalizePhoneCode(company?.companyTel.phoneCode ?? ""),
    phoneNumber: company?.companyTel.phoneNumber ?? "",
    city: company?.companyAddress.city ?? "",
    state: company?.companyAddress.state ?? "",
    address1: company?.companyAddress.address1 ?? "",
    address2: company?.companyAddress.address2 ?? "",
    country: user.country ?? "",
  };
}

/** Spec §5: save is possible only with a new password of 8+ letters typed twice the same. */
export const canSave = (v: Pick<ProfileValues, "newPw" | "newPwConfirm">) =>
  v.newPw.length >= PASSWORD_MIN_LENGTH && v.newPw === v.newPwConfirm;

export function toUpdate(values: ProfileValues, user: User): UpdateUserInput {
  if (!user.company) return { newPw: values.newPw, newCountry: values.country };
  return {
    newPw: values.newPw,
    newCompanyName: values.companyName.trim(),
    newCompanyTel: { phoneCode: values.phoneCode, phoneNumber: values.phoneNumber },
    newCompanyAddress: {
      city: values.city.trim(),
      state: values.state.trim(),
      address1: values.address1.trim(),
      address2: values.address2.trim(),
    },
  };
}
