import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isPublicRoute, PUBLIC_ROUTES, readReturnTo, signInRedirectState } from "./sign-in-guard";

const remotes = ["mf-auth", "mf-club", "mf-schedule", "mf-reservation", "mf-staff-roles", "mf-customers"];
const declaredRoutes = remotes.flatMap(
  (remote) =>
    (
      JSON.parse(readFileSync(join(__dirname, "..", "..", "..", remote, "remote.json"), "utf8")) as {
        routes: string[];
      }
    ).routes,
);
/** The shell's own routes (docs/architecture.md "Routing"). */
const shellRoutes = ["/", "/error"];

describe("routes open without a session", () => {
  it("are the landing, sign-in, sign-up, verification, password-reset and error screens", () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual(
      [
        "/",
        "/welcome",
        "/login",
        "/select-account-type",
        "/sign-up-business",
        "/sign-up-employee",
        "/signup/verify",
        "/email-verification",
        "/reset-password",
        "/resetpw",
        "/error",
        "/home-error",
      ].sort(),
    );
  });

  it("each name a route the shell or a remote really serves", () => {
    for (const route of PUBLIC_ROUTES) expect([...shellRoutes, ...declaredRoutes]).toContain(route);
  });

  it.each(["/login/", "/signup/verify/", "/home-error"])("treats %s as public", (path) => {
    expect(isPublicRoute(path)).toBe(true);
  });

  it("keeps every screen with a user's or a club's data behind sign-in", () => {
    const protectedRoutes = declaredRoutes.filter((route) => !isPublicRoute(route));
    for (const route of [
      "/home",
      "/profile",
      "/verify-password",
      "/price-schedule",
      "/customer-list",
      "/client",
    ]) {
      expect(protectedRoutes).toContain(route);
    }
    expect(protectedRoutes.length + PUBLIC_ROUTES.length - shellRoutes.length).toBe(declaredRoutes.length);
  });
});

describe("returning after sign-in", () => {
  it("keeps the wanted page with its query and hash", () => {
    const state = signInRedirectState({
      pathname: "/reservation",
      search: "?date=2026-11-21",
      hash: "#row-3",
    });
    expect(readReturnTo(state)).toBe("/reservation?date=2026-11-21#row-3");
  });

  it.each([
    ["no state", null],
    ["another shape", { usr: "/home" }],
    ["a number", { from: 42 }],
    ["a relative path", { from: "home" }],
    ["another origin", { from: "//evil.example/home" }],
    ["a backslash trick", { from: "/\\evil.example" }],
    ["a public page, which would only loop", { from: "/login?x=1" }],
  ])("ignores %s", (_case, state) => {
    expect(readReturnTo(state)).toBeNull();
  });
});
