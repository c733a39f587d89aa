import type { UpdateUserInput, User } from "contracts/domains/accounts/schemas";
import { normalizePhoneCode } from "../common/countries";

/** The profile edit form holds both shapes' fields; the company or the personal rules read their own. */
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
