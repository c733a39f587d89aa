import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { landedOn, renderScreen } from "../common/testing/render-screen";
import { LoginScreen } from "./login-screen";

const signedIn = (gate: string) => ({
  status: 200,
  data: {
    result: {
      signToken: "token-123",
      userName: { firstName: "Minji", lastName: "Kim" },
      isBusinessOwner: true,
      isAdmin: false,
      userPermissions: { club1: { SCHEDULE: { read: true } } },
      gate,
    },
  },
});

async function logIn(email = "owner@example.com", password = "golf-demo-2026") {
  // No pause between keystrokes: typing then costs no timer round-trips, so a busy machine cannot time it out.
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), `${password}{Enter}`);
  return user;
}

describe("LoginScreen", () => {
  it("stores the session values and goes to /home when no gate applies", async () => {
    const { session, sent } = renderScreen(LoginScreen, {
      route: "/login",
      routes: { "POST /api/v1.0/sign-in": signedIn("none") },
    });
    await logIn();
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/home");
    expect(sent[0]?.body).toEqual({ email: "owner@example.com", password: "golf-demo-2026" });
    expect(session.get("signToken")).toBe("token-123");
    expect(session.get("userName")).toBe("Minji Kim");
    expect(session.get("userSession")).toEqual({
      isBusinessOwner: true,
      isAdmin: false,
      userPermissions: { club1: { SCHEDULE: { read: true } } },
    });
  });

  it("goes back to the page the sign-in guard sent the user from", async () => {
    renderScreen(LoginScreen, {
      route: "/login",
      state: { from: "/reservation-table?date=2026-11-21" },
      routes: { "POST /api/v1.0/sign-in": signedIn("none") },
    });
    await logIn();
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/reservation-table");
  });

  it("still stops at an account gate when a page was waiting", async () => {
    renderScreen(LoginScreen, {
      route: "/login",
      state: { from: "/reservation-table" },
      routes: { "POST /api/v1.0/sign-in": signedIn("pending_account_verification") },
    });
    await logIn();
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/home-error");
  });

  it("ignores a remembered target on another origin", async () => {
    renderScreen(LoginScreen, {
      route: "/login",
      state: { from: "//evil.example/home" },
      routes: { "POST /api/v1.0/sign-in": signedIn("none") },
    });
    await logIn();
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/home");
  });

  it("sends an unverified account to the waiting screen with its address", async () => {
    renderScreen(LoginScreen, {
      route: "/login",
      routes: { "POST /api/v1.0/sign-in": signedIn("email_verification_required") },
    });
    await logIn();
    expect(landedOn(await screen.findByTestId("location"))).toEqual({
      path: "/email-verification",
      state: { status: "waiting", email: "owner@example.com" },
    });
  });

  it("sends an account under review to /home-error with that state", async () => {
    renderScreen(LoginScreen, {
      route: "/login",
      routes: { "POST /api/v1.0/sign-in": signedIn("pending_account_verification") },
    });
    await logIn();
    expect(landedOn(await screen.findByTestId("location"))).toEqual({
      path: "/home-error",
      state: { reason: "pending_account_verification", email: "owner@example.com" },
    });
  });

  it("shows 'Login Failed!' on wrong credentials, keeps what was typed and does not sign out", async () => {
    const { session, onUnauthorized } = renderScreen(LoginScreen, {
      route: "/login",
      session: { signToken: "old" },
      routes: {
        "POST /api/v1.0/sign-in": { status: 401, data: { message: "Login Failed!", code: "login_failed" } },
      },
    });
    await logIn("owner@example.com", "wrong-password");
    expect((await screen.findByRole("alert")).textContent).toBe("Login Failed!");
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe("owner@example.com");
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.get("signToken")).toBe("old");
  });

  it("words a failure still on screen in the language the user switches to", async () => {
    const { i18n } = renderScreen(LoginScreen, {
      route: "/login",
      routes: {
        "POST /api/v1.0/sign-in": { status: 401, data: { message: "Login Failed!", code: "login_failed" } },
      },
    });
    await logIn("owner@example.com", "wrong-password");
    expect((await screen.findByRole("alert")).textContent).toBe("Login Failed!");
    await act(() => i18n.changeLanguage("vi"));
    expect(screen.getByRole("alert").textContent).toBe("Đăng nhập thất bại!");
  });

  it("falls back to its own text when the server gives no message", async () => {
    renderScreen(LoginScreen, {
      route: "/login",
      routes: { "POST /api/v1.0/sign-in": { status: 500, data: "" } },
    });
    await logIn();
    expect((await screen.findByRole("alert")).textContent).toBe("Login Failed!");
  });

  it("after repeated failures (429) says how long to wait, in the screen's language", async () => {
    renderScreen(LoginScreen, {
      route: "/login",
      lng: "ko",
      routes: {
        "POST /api/v1.0/sign-in": {
          status: 429,
          headers: { "retry-after": "130" },
          data: { message: "시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.", code: "throttled" },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/이메일/), "owner@example.com");
    await user.type(screen.getByLabelText(/비밀번호/), "golf-demo-2026{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "시도 횟수가 너무 많습니다. 3분 후에 다시 시도해 주세요.",
    );
  });

  it("says the server could not be reached instead of blaming the password", async () => {
    renderScreen(LoginScreen, { route: "/login", routes: { "POST /api/v1.0/sign-in": { status: 0 } } });
    await logIn();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The server could not be reached. Check your connection and try again.",
    );
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe("golf-demo-2026");
  });

  it("validates before calling the API", async () => {
    const { sent } = renderScreen(LoginScreen, { route: "/login" });
    await logIn("not-an-email", "short");
    expect(screen.getByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 letters")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("shows the screen in Korean", () => {
    renderScreen(LoginScreen, { route: "/login", lng: "ko" });
    expect(screen.getByRole("heading", { name: "로그인" })).toBeTruthy();
    expect(screen.getByLabelText(/비밀번호/)).toBeTruthy();
  });
});
