import { declaredRemotes, declaredRouteTable } from "test-kit/declared-remotes";
import { SPEC_PUBLIC_PATHS } from "test-kit/spec-routes";
import { readReturnTo, signInRedirectState } from "./sign-in-guard";

const routes = declaredRouteTable();
const declaredPaths = declaredRemotes().flatMap((remote) => remote.routes.map((route) => route.path));

describe("routes open without a session, as the remotes declare them", () => {
  it("are the landing, sign-in, sign-up, verification, password-reset and error screens", () => {
    expect(["/", "/error", ...declaredPaths].filter((path) => routes.isPublic(path)).sort()).toEqual(
      [...SPEC_PUBLIC_PATHS].sort(),
    );
  });

  it.each(["/login/", "/signup/verify/", "/home-error"])("treats %s as public", (path) => {
    expect(routes.isPublic(path)).toBe(true);
  });

  it("keeps every screen with a user's or a club's data behind sign-in", () => {
    for (const route of [
      "/home",
      "/profile",
      "/verify-password",
      "/price-schedule",
      "/customer-list",
      "/client",
    ]) {
      expect(routes.isPublic(route)).toBe(false);
    }
  });

  it("finds the pages other apps link to by purpose", () => {
    expect(routes.pathFor("landing")).toBe("/welcome");
    expect(routes.pathFor("signIn")).toBe("/login");
    expect(routes.pathFor("profile")).toBe("/profile");
    expect(routes.pathFor("clubChooser")).toBe("/home");
  });
});

describe("returning after sign-in", () => {
  it("keeps the wanted page with its query and hash", () => {
    const state = signInRedirectState({
      pathname: "/reservation",
      search: "?date=2026-11-21",
      hash: "#row-3",
    });
    expect(readReturnTo(state, routes)).toBe("/reservation?date=2026-11-21#row-3");
  });

  it.each([
    ["no state", null],
    ["another shape", { usr: "/home" }],
    ["a number", { from: 42 }],
    ["a relative path", { from: "home" }],
    ["another origin", { from: "//evil.example/home" }],
    ["a backslash trick", { from: "/\\evil.example" }],
    ["a public page, which would only loop", { from: "/login?x=1" }],
    ["a page no app serves", { from: "/nowhere" }],
  ])("ignores %s", (_case, state) => {
    expect(readReturnTo(state, routes)).toBeNull();
  });
});
