import { declaredRemotes, declaredRouteTable } from "shared/platform/testing/declared-remotes";

const routes = declaredRouteTable();
const declaredPaths = [
  "/",
  "/error",
  ...declaredRemotes().flatMap((r) => r.routes.map((route) => route.path)),
];

/** spec "Side menu": the paths without the menu, as the remotes (and the shell for its own two) declare them. */
describe("side menu visibility (spec 'Side menu'), from what the remotes declare", () => {
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
  const hiddenFragments = ["golf-info", "profile", "resetpw"];
  const specSaysHidden = (path: string) =>
    specHidden.includes(path) || hiddenFragments.some((fragment) => path.includes(fragment));

  it("declares a full page on exactly the spec's hidden paths", () => {
    const fullPage = declaredPaths.filter((path) => routes.isFullPage(path)).sort();
    expect(fullPage).toEqual(declaredPaths.filter(specSaysHidden).sort());
  });

  it.each(specHidden)("hides the menu on %s", (path) => {
    expect(routes.isFullPage(path)).toBe(true);
    expect(routes.isFullPage(`${path}/`)).toBe(true);
  });

  it.each(["/golf-info", "/profile", "/resetpw", "/club/golf-info-draft", "/my-profile", "/x/resetpw"])(
    "hides the menu on %s (contains golf-info, profile or resetpw; an unknown path is the error page)",
    (path) => expect(routes.isFullPage(path)).toBe(true),
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
    expect(routes.isFullPage(path)).toBe(false);
  });
});
