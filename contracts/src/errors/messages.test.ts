import { errorCodes, isMessageCode, issueCodes, noticeCodes } from "./codes";
import { languages, messages, translate } from "./messages";

const codes = [...errorCodes, ...issueCodes, ...noticeCodes];

test("every code has its own non-empty message in en, ko and vi", () => {
  for (const language of languages) {
    expect(Object.keys(messages[language]).sort()).toEqual([...codes].sort());
  }
  for (const code of codes) {
    const [en, ko, vi] = languages.map((language) => translate(code, language).trim());
    expect([code, Boolean(en && ko && vi)]).toEqual([code, true]);
    // A copy of the English text is a translation someone forgot.
    expect([code, ko === en || vi === en]).toEqual([code, false]);
  }
});

test("the English wording is the spec's where it gives one (§5, §8)", () => {
  expect(
    Object.fromEntries(
      (
        [
          "email_duplicated",
          "signup_failed",
          "signup_token_invalid",
          "login_failed",
          "reset_token_invalid",
          "incorrect_password",
          "email_resent",
          "resend_failed",
          "email_invalid",
          "password_min",
          "password_confirm_mismatch",
          "reset_password_invalid",
          "reset_password_confirm_mismatch",
        ] as const
      ).map((code) => [code, translate(code, "en")]),
    ),
  ).toEqual({
    email_duplicated: "Email is duplicated",
    signup_failed: "Sign up failed!",
    signup_token_invalid: "Signup token verification failed",
    login_failed: "Login Failed!",
    reset_token_invalid: "Failed to reset password",
    incorrect_password: "Incorrect password. Please try again.",
    email_resent: "The email has been resent.",
    resend_failed: "Failed to resend the email.",
    email_invalid: "Invalid email address",
    password_min: "Password must be at least 8 letters",
    password_confirm_mismatch: "Password Confirm failed",
    reset_password_invalid: "Invalid password!",
    reset_password_confirm_mismatch: "Password confirm failed!",
  });
});

test("codes are told apart from other text", () => {
  expect(isMessageCode("login_failed")).toBe(true);
  expect(isMessageCode("Invalid input: expected string")).toBe(false);
  expect(isMessageCode("__proto__")).toBe(false);
});
