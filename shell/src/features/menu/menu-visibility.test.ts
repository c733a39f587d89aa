import { isMenuHidden, MENU_HIDDEN_PATHS } from "./menu-visibility";

describe("side menu visibility (spec 'Side menu')", () => {
  const specHidden = [
    "/",
    "/login",
    "/reset-password",
    "/verify-password",
    "/select-account-type",
    "/sign-up-business",
    "/sign-up-employee",
    "/welcome",
    "/home-error",
    "/add-golf-club",
    "/add-role",
    "/edit-role",
    "/add-staff",
    "/edit-staff",
    "/add-schedule",
    "/client-profile",
    "/reservation-detail",
    "/signup/verify",
    "/error",
    "/membership-create",
    "/membership-update",
    "/customer-create",
    "/customer-update",
    "/email-verification",
  ];

  it("lists exactly the spec's hidden paths", () => {
    expect([...MENU_HIDDEN_PATHS].sort()).toEqual([...specHidden].sort());
  });

  it.each(specHidden)("hides the menu on %s", (path) => {
    expect(isMenuHidden(path)).toBe(true);
    expect(isMenuHidden(`${path}/`)).toBe(true);
  });

  it.each(["/golf-info", "/profile", "/resetpw", "/club/golf-info-draft", "/my-profile", "/x/resetpw"])(
    "hides the menu on %s (contains golf-info, profile or resetpw)",
    (path) => expect(isMenuHidden(path)).toBe(true),
  );

  it.each([
    "/home",
    "/price-schedule",
    "/setting-role",
    "/staff",
    "/staff-all",
    "/reservation",
    "/reservation-table",
    "/offline-reservation",
    "/client",
    "/membership-tiers",
    "/customer-list",
  ])("shows the menu on %s", (path) => {
    expect(isMenuHidden(path)).toBe(false);
  });
});
