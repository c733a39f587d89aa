import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { landedOn, renderScreen } from "../testing/render-screen";
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
    expect(landedOn(await screen.findByTestId("location")).state).toEqual({ status: "failed" });
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
    await userEvent.click(screen.getByRole("button", { name: "Resend email" }));
    expect((await screen.findByRole("status")).textContent).toBe("The email has been resent.");
    expect(sent[0]?.body).toEqual({ email: "an@example.com" });
  });

  it("waiting: says so when the resend fails", async () => {
    renderScreen(EmailVerificationScreen, {
      route: "/email-verification",
      state: { status: "waiting", email: "an@example.com" },
      routes: { "POST /api/v1.0/sign-up/resend": { status: 500, data: {} } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Resend email" }));
    expect((await screen.findByRole("status")).textContent).toBe("Failed to resend the email.");
  });

  it("failed: shows the spec's message and a way to log in", async () => {
    renderScreen(EmailVerificationScreen, { route: "/email-verification", state: { status: "failed" } });
    expect(screen.getByRole("alert").textContent).toBe(
      "Email verification failed. Failed to verify your email. Please try again.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Go to login" }));
    expect(landedOn(screen.getByTestId("location")).path).toBe("/login");
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
