import { createMemorySession } from "shared/http/memory-session";
import { mayShow, routeRedirect } from "./route-guard";

const signedOut = { known: true, signedIn: false };
const signedIn = { known: true, signedIn: true };

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
    expect(routeRedirect({ pathname: "/" }, { known: false, signedIn: false })).toEqual({ to: "/welcome" });
    expect(routeRedirect({ pathname: "/no-such-page" }, { known: false, signedIn: false })).toEqual({
      to: "/error",
    });
    expect(routeRedirect({ pathname: "/no-such-page" }, { known: false, signedIn: true })).toEqual({
      to: "/error",
    });
  });

  it("lets a remote mount on a protected path only while a token is stored", () => {
    const session = createMemorySession();
    expect(mayShow("/home", session)).toBe(false);
    expect(mayShow("/login", session)).toBe(true);
    session.set("signToken", "token");
    expect(mayShow("/home", session)).toBe(true);
    session.clear();
    expect(mayShow("/home", session)).toBe(false);
  });
});
