import { parseRegistry } from "platform/core/registry";
import { createRouteTable } from "platform/core/route-table";
import { createMemorySession } from "platform/http/memory-session";
import { declaredRegistry, declaredRouteTable } from "test-kit/declared-remotes";
import { mayShow, routeRedirect } from "./route-guard";

const routes = declaredRouteTable();
const signedOut = { routes, signedIn: false };
const signedIn = { routes, signedIn: true };

describe("the shell's route guard", () => {
  it("sends a signed-out visitor of a protected page to /login, remembering the page", () => {
    expect(routeRedirect({ pathname: "/price-schedule", search: "?d=1", hash: "#x" }, signedOut)).toEqual({
      to: "/login",
      state: { from: "/price-schedule?d=1#x" },
    });
  });

  it.each(["/welcome", "/login", "/signup/verify", "/resetpw", "/home-error", "/error"])(
    "lets a signed-out visitor open %s",
    (pathname) => expect(routeRedirect({ pathname }, signedOut)).toBeNull(),
  );

  it("shows a protected page once signed in", () => {
    expect(routeRedirect({ pathname: "/price-schedule" }, signedIn)).toBeNull();
  });

  it("keeps / → /welcome and unknown paths → /error, signed in or not", () => {
    expect(routeRedirect({ pathname: "/" }, signedOut)).toEqual({ to: "/welcome" });
    expect(routeRedirect({ pathname: "/no-such-page" }, signedOut)).toEqual({ to: "/error" });
    expect(routeRedirect({ pathname: "/no-such-page" }, signedIn)).toEqual({ to: "/error" });
  });

  it("takes public pages and the landing and sign-in pages from what the remotes declare", () => {
    const registry = declaredRegistry() as Record<string, { routes: { path: string; public?: boolean }[] }>;
    const auth = registry["mf-auth"];
    if (!auth) throw new Error("mf-auth declares nothing");
    // A release of mf-auth that moves its landing page and makes sign-up private.
    auth.routes = auth.routes
      .filter((route) => route.path !== "/welcome")
      .map((route) => (route.path === "/sign-up-business" ? { ...route, public: false } : route));
    auth.routes.push({ path: "/start", public: true, purpose: "landing" } as never);
    const moved = createRouteTable(parseRegistry(registry).remotes);
    expect(routeRedirect({ pathname: "/" }, { routes: moved, signedIn: false })).toEqual({ to: "/start" });
    expect(routeRedirect({ pathname: "/sign-up-business" }, { routes: moved, signedIn: false })?.to).toBe(
      "/login",
    );
    expect(routeRedirect({ pathname: "/welcome" }, { routes: moved, signedIn: false })?.to).toBe("/error");
  });

  it("lets a remote mount on a protected path only while a token is stored", () => {
    const session = createMemorySession();
    expect(mayShow("/home", session, routes)).toBe(false);
    expect(mayShow("/login", session, routes)).toBe(true);
    session.set("signToken", "token");
    expect(mayShow("/home", session, routes)).toBe(true);
    session.clear();
    expect(mayShow("/home", session, routes)).toBe(false);
  });
});
