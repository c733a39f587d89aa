import { missingTranslations } from "shared/i18n/parity";
import { authResources } from "./index";

describe("auth translations", () => {
  it("has every key in en, ko and vi", () => {
    expect(missingTranslations(authResources)).toEqual([]);
  });

  it("uses the spec's exact English wording", () => {
    expect(authResources.en.welcome.title).toBe("Select Country on Map or Just Signup/Login");
    expect(authResources.en.login.failed).toBe("Login Failed!");
    expect(authResources.en.signUp.failed).toBe("Sign up failed!");
    expect(authResources.en["verify-password"].text004).toBe("Incorrect password. Please try again.");
    expect(authResources.en.verification.failed).toBe(
      "Email verification failed. Failed to verify your email. Please try again.",
    );
  });

  it("translates prose rather than copying English", () => {
    for (const lng of ["ko", "vi"] as const) {
      expect(authResources[lng].login.failed).not.toBe(authResources.en.login.failed);
      expect(authResources[lng].profile.invalidField).not.toBe(authResources.en.profile.invalidField);
    }
  });
});
