import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { translate } from "contracts/errors/messages";
import { landedOn, renderScreen } from "../common/testing/render-screen";
import { EmailVerificationScreen } from "./email-verification-screen";
import { SignUpVerifyScreen } from "./signup-verify-screen";

describe("SignUpVerifyScreen", () => {
  it("verifies the link's token once and shows the verified state", async () => {
    const { sent } = renderScreen(SignUpVerifyScreen, {
      route: "/signup/verify",
      url: "/signup/verify?token=abc123",
      routes: {
        "POST /api/v1.0/sign-up/verify": {
          status: 200,
          data: { result: { email: "an@example.com", verified: true } },
        },
      },
    });
    expect(landedOn(await screen.findByTestId("location"))).toEqual({
      path: "/email-verification",
      state: { status: "verified", email: "an@example.com" },
    });
    expect(sent.map((r) => r.body)).toEqual([{ token: "abc123" }]);
  });

  it("reports a bad or used token as failed", async () => {
    renderScreen(SignUpVerifyScreen, {
      route: "/signup/verify",
      url: "/signup/verify?token=used",
      routes: {
        "POST /api/v1.0/sign-up/verify": {
          status: 400,
          data: { message: "Signup token verification failed", code: "signup_token_invalid" },
        },
      },
    });
    expect(landedOn(await screen.findByTestId("location")).state).toEqual({
      status: "failed",
      reason: "signup_token_invalid",
    });
  });
});

describe("EmailVerificationScreen", () => {
  it("waiting: shows the address and resends the mail", async () => {
    const { sent } = renderScreen(EmailVerificationScreen, {
      route: "/email-verification",
      state: { status: "waiting", email: "an@example.com" },
      routes: {
        "POST /api/v1.0/sign-up/resend": {
          status: 200,
          data: { result: { message: "The email has been resent." } },
        },
      },
    });
    expect(screen.getByText(/an@example\.com/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect((await screen.findByRole("status")).textContent).toBe("The email has been resent.");
    expect(sent[0]?.body).toEqual({ email: "an@example.com" });
  });

  it("waiting: says so when the resend fails", async () => {
    renderScreen(EmailVerificationScreen, {
      route: "/email-verification",
      state: { status: "waiting", email: "an@example.com" },
      routes: { "POST /api/v1.0/sign-up/resend": { status: 500, data: {} } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect((await screen.findByRole("status")).textContent).toBe("Failed to resend the email.");
  });

  it.each([
    ["en", "Signup token verification failed"],
    ["ko", translate("signup_token_invalid", "ko")],
  ] as const)(
    "a refused sign-up link says 'Signup token verification failed' (spec §8), in %s",
    async (lng, text) => {
      renderScreen(EmailVerificationScreen, {
        route: "/email-verification",
        lng,
        state: { status: "failed", reason: "signup_token_invalid" },
      });
      expect(screen.getByRole("alert").textContent).toBe(text);
    },
  );

  it("failed: shows the spec's message and a way to log in", async () => {
    renderScreen(EmailVerificationScreen, { route: "/email-verification", state: { status: "failed" } });
    expect(screen.getByRole("alert").textContent).toBe(
      "Email verification failed. Failed to verify your email. Please try again.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(landedOn(screen.getByTestId("location")).path).toBe("/login");
  });

  it("waiting: Back to login ends the session the stopped sign-in left behind", async () => {
    const { session, sent } = renderScreen(EmailVerificationScreen, {
      route: "/email-verification",
      state: { status: "waiting", email: "an@example.com" },
      session: { signToken: "gate-token", userName: "An Nguyen" },
      routes: { "DELETE /api/v1.0/sign-out": { status: 200, data: { result: { signedOut: true } } } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(landedOn(await screen.findByTestId("location")).path).toBe("/login");
    expect(session.get("signToken")).toBeNull();
    expect(session.get("userName")).toBeNull();
    const signOut = sent.find((request) => request.key === "DELETE /api/v1.0/sign-out");
    expect(signOut?.config.headers.get("Authorization")).toBe("Bearer gate-token");
  });

  it("waiting: after too many resends says how long to wait", async () => {
    renderScreen(EmailVerificationScreen, {
      route: "/email-verification",
      state: { status: "waiting", email: "an@example.com" },
      routes: {
        "POST /api/v1.0/sign-up/resend": { status: 429, headers: { "retry-after": "1800" }, data: {} },
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Too many attempts. Please wait 30 minutes, then try again.",
    );
  });

  it("verified: in Vietnamese", () => {
    renderScreen(EmailVerificationScreen, {
      route: "/email-verification",
      state: { status: "verified", email: "an@example.com" },
      lng: "vi",
    });
    expect(screen.getByRole("heading", { name: "Đã xác minh email" })).toBeTruthy();
  });
});
