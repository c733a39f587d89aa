import { en as profile } from "../features/profile/texts/en";
import { ko as profileKo } from "../features/profile/texts/ko";
import { vi as profileVi } from "../features/profile/texts/vi";
import { en as welcome } from "../features/welcome/texts/en";
import { en as shared } from "./shared/en";
import { ko as sharedKo } from "./shared/ko";
import { vi as sharedVi } from "./shared/vi";

describe("auth texts", () => {
  it("uses the spec's exact English wording", () => {
    expect(welcome.welcome.title).toBe("Select Country on Map or Just Signup/Login");
    expect(shared.verification.failed).toBe(
      "Email verification failed. Failed to verify your email. Please try again.",
    );
  });

  it("translates prose rather than copying English", () => {
    for (const translated of [sharedKo, sharedVi]) {
      expect(translated.verification.failed).not.toBe(shared.verification.failed);
    }
    for (const translated of [profileKo, profileVi]) {
      expect(translated.profile.invalidField).not.toBe(profile.profile.invalidField);
    }
  });
});
