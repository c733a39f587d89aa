import type { z } from "zod";
import {
  businessSignUpForm,
  companyProfileForm,
  newPasswordForm,
  newPasswordReady,
  personalProfileForm,
  signInForm,
} from "./forms";
import {
  certificateField,
  passwordResetConfirmSchema,
  signInSchema,
  signUpBusinessFieldsSchema,
  updateUserSchema,
} from "./schemas";

/** The first issue message at `path`, or null when that field passes. */
const issueAt = (schema: z.ZodType, value: unknown, path: string[]) => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join(".") === path.join("."))?.message ?? null;
};

const long = (length: number) => "a".repeat(length);

describe("the company profile form and PATCH /users agree on every shared field", () => {
  const form = {
    newPw: "new-password-1",
    newPwConfirm: "new-password-1",
    companyName: "Green Fairways",
    phoneCode: "+82",
    phoneNumber: "0212345678",
    city: "Seoul",
    state: "Seoul",
    address1: "1 Golf-ro",
    address2: "",
  };
  type Field = keyof typeof form;
  // What the profile screen sends for the same values.
  const body = (values: typeof form) => ({
    newPw: values.newPw,
    newCompanyName: values.companyName,
    newCompanyTel: { phoneCode: values.phoneCode, phoneNumber: values.phoneNumber },
    newCompanyAddress: {
      city: values.city,
      state: values.state,
      address1: values.address1,
      address2: values.address2,
    },
  });
  const apiPath: Record<Exclude<Field, "newPwConfirm">, string[]> = {
    newPw: ["newPw"],
    companyName: ["newCompanyName"],
    phoneCode: ["newCompanyTel", "phoneCode"],
    phoneNumber: ["newCompanyTel", "phoneNumber"],
    city: ["newCompanyAddress", "city"],
    state: ["newCompanyAddress", "state"],
    address1: ["newCompanyAddress", "address1"],
    address2: ["newCompanyAddress", "address2"],
  };

  it.each<[Exclude<Field, "newPwConfirm">, string, string | null]>([
    ["phoneNumber", "123", "phone_too_short"],
    ["phoneNumber", "1234", null],
    ["phoneNumber", "1".repeat(15), null],
    ["phoneNumber", "1".repeat(16), "too_long"],
    ["phoneNumber", "02-1234", "digits_only"],
    ["phoneNumber", "", "required"],
    ["phoneCode", "82", null],
    ["phoneCode", "+12345", "invalid_value"],
    ["phoneCode", "", "required"],
    ["companyName", "   ", "required"],
    ["companyName", long(100), null],
    ["companyName", long(101), "too_long"],
    ["city", "", "required"],
    ["city", long(101), "too_long"],
    ["state", long(101), "too_long"],
    ["address1", "", "required"],
    ["address1", long(201), "too_long"],
    ["address2", long(200), null],
    ["address2", long(201), "too_long"],
    ["newPw", "short", "password_min"],
    ["newPw", long(129), "too_long"],
  ])("%s %p: the form and the API both answer %p", (field, value, expected) => {
    const values = {
      ...form,
      [field]: value,
      ...(field === "newPw" ? { newPwConfirm: value } : {}),
    };
    expect([
      issueAt(companyProfileForm, values, [field]),
      issueAt(updateUserSchema, body(values), apiPath[field]),
    ]).toEqual([expected, expected]);
  });

  it("wants the new password typed twice the same, and only then can the profile be saved", () => {
    const mismatch = { ...form, newPwConfirm: "new-password-2" };
    expect(issueAt(companyProfileForm, mismatch, ["newPwConfirm"])).toBe("password_confirm_mismatch");
    expect(newPasswordReady(mismatch)).toBe(false);
    expect(newPasswordReady({ newPw: "short", newPwConfirm: "short" })).toBe(false);
    expect(newPasswordReady(form)).toBe(true);
  });

  it("checks a personal profile's country as the API checks newCountry", () => {
    for (const [country, expected] of [
      ["", "required"],
      [long(61), "too_long"],
      ["Vietnam", null],
    ] as const) {
      expect([
        issueAt(personalProfileForm, { newPw: "new-password-1", newPwConfirm: "new-password-1", country }, [
          "country",
        ]),
        issueAt(updateUserSchema, { newCountry: country }, ["newCountry"]),
      ]).toEqual([expected, expected]);
    }
  });
});

describe("the business sign-up form and POST /sign-up/business agree", () => {
  const fields = {
    firstName: "Minji",
    lastName: "Kim",
    email: "owner@example.com",
    password: "golf-demo-2026",
    passwordConfirm: "golf-demo-2026",
    companyName: "Green Fairways",
    companyPhoneCode: "+82",
    companyPhoneNumber: "0212345678",
    companyAddress: "1 Golf-ro",
    companyAddress2: "",
    city: "Seoul",
    state: "Seoul",
  };
  const pdf = (size = 4, type = "application/pdf") => new File([new Uint8Array(size)], "c.pdf", { type });

  it.each<[keyof typeof fields, string, string | null]>([
    ["companyPhoneNumber", "123", "phone_too_short"],
    ["companyPhoneNumber", "1234", null],
    ["email", " owner@example.com ", null],
    ["email", `${long(25)}@b.com`, "email_invalid"],
    ["email", "", "required"],
    ["firstName", long(51), "too_long"],
    ["passwordConfirm", "something-else", "password_confirm_mismatch"],
  ])("%s %p: the form and the API both answer %p", (field, value, expected) => {
    const values = { ...fields, [field]: value };
    expect([
      issueAt(businessSignUpForm, { ...values, certificate: pdf() }, [field]),
      issueAt(signUpBusinessFieldsSchema, values, [field]),
    ]).toEqual([expected, expected]);
  });

  it.each([
    ["no file", null, "certificate_required"],
    ["an empty file", pdf(0), "certificate_required"],
    ["a web page", pdf(4, "text/html"), "certificate_type"],
    ["a file over 5 MB", pdf(5 * 1024 * 1024 + 1), "certificate_too_large"],
    ["a small PDF", pdf(), null],
  ] as const)("the certificate: %s gives %p on the form and at the API", (_, file, expected) => {
    expect([
      issueAt(businessSignUpForm, { ...fields, certificate: file }, ["certificate"]),
      issueAt(certificateField, file, []),
    ]).toEqual([expected, expected]);
  });
});

describe("sign-in and reset forms", () => {
  it("are the API's rules: login email and password (spec §5 'Login')", () => {
    expect(signInForm).toBe(signInSchema);
    expect(issueAt(signInForm, { email: "", password: "" }, ["email"])).toBe("required");
    expect(issueAt(signInForm, { email: `${long(25)}@b.com`, password: "" }, ["email"])).toBe(
      "email_invalid",
    );
    expect(issueAt(signInForm, { email: "a@b.co", password: "short" }, ["password"])).toBe("password_min");
    expect(signInForm.parse({ email: "  owner@example.com", password: "golf-demo-2026" }).email).toBe(
      "owner@example.com",
    );
  });

  it("word a new password the reset way, as the reset endpoint does (spec §5 'Reset password')", () => {
    for (const [password, passwordConfirm, field, expected] of [
      ["short", "short", "password", "reset_password_invalid"],
      ["long-enough", "long-enouhg", "passwordConfirm", "reset_password_confirm_mismatch"],
      ["long-enough", "long-enough", "passwordConfirm", null],
    ] as const) {
      expect([
        issueAt(newPasswordForm, { password, passwordConfirm }, [field]),
        issueAt(passwordResetConfirmSchema, { token: "t", password, passwordConfirm }, [field]),
      ]).toEqual([expected, expected]);
    }
  });
});
