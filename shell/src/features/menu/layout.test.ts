import { declaredRemotes, declaredRouteTable } from "test-kit/declared-remotes";
import { SPEC_MENU_HIDDEN_FRAGMENTS, SPEC_MENU_HIDDEN_PATHS, SPEC_MENU_PATHS } from "test-kit/spec-routes";

const routes = declaredRouteTable();
const declaredPaths = [
  "/",
  "/error",
  ...declaredRemotes().flatMap((r) => r.routes.map((route) => route.path)),
];

/** spec "Side menu": the paths without the menu, as the remotes (and the shell for its own two) declare them. */
describe("side menu visibility (spec 'Side menu'), from what the remotes declare", () => {
  const specHidden = SPEC_MENU_HIDDEN_PATHS;
  const specSaysHidden = (path: string) =>
    specHidden.includes(path) || SPEC_MENU_HIDDEN_FRAGMENTS.some((fragment) => path.includes(fragment));

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

  it.each(SPEC_MENU_PATHS)("shows the menu on %s", (path) => {
    expect(routes.isFullPage(path)).toBe(false);
  });
});
