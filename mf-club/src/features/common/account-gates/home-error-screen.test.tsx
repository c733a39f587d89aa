import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserSession } from "platform/core/contract";
import { landedOn, renderScreen } from "test-kit/render-screen";
import { HomeErrorScreen } from "./home-error-screen";
import { accountGatesResources } from "./resources";

const show = (options: Omit<Parameters<typeof renderScreen>[1], "route">) =>
  renderScreen(HomeErrorScreen, {
    route: "/home-error",
    bundles: { accountGates: accountGatesResources },
    ...options,
  });

const signedOut = { "DELETE /api/v1.0/sign-out": { status: 200, data: { result: { signedOut: true } } } };

describe("HomeErrorScreen", () => {
  it("pending account verification: explains the review and goes back to login, signed out", async () => {
    const { session, sent } = show({
      state: { reason: "pending_account_verification", email: "owner@example.com" },
      session: { signToken: "t1", userName: "Minji Kim" },
      routes: signedOut,
    });
    expect(screen.getByRole("heading", { name: "Pending account verification" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(landedOn(screen.getByTestId("location")).path).toBe("/login");
    expect(session.get("signToken")).toBeNull();
    expect(session.get("userName")).toBeNull();
    expect(sent[0]?.key).toBe("DELETE /api/v1.0/sign-out");
    expect(sent[0]?.config.headers.get("Authorization")).toBe("Bearer t1");
  });

  it("email verification required: resends the link to the signed-in address", async () => {
    const { sent } = show({
      state: { reason: "email_verification_required", email: "an@example.com" },
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

  it("reloaded without its navigation state: still the session's gate, with its own way out", async () => {
    const gated = (gate: NonNullable<UserSession["gate"]>, email?: string) => ({
      signToken: "t1",
      userSession: {
        isBusinessOwner: true,
        isAdmin: false,
        userPermissions: {},
        gate,
        ...(email ? { email } : {}),
      },
    });
    const pending = show({ session: gated("pending_account_verification") });
    expect(screen.getByRole("heading", { name: "Pending account verification" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back to login" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resend verification email" })).toBeNull();
    pending.unmount();

    const { sent } = show({
      session: gated("email_verification_required", "an@example.com"),
      routes: {
        "POST /api/v1.0/sign-up/resend": { status: 200, data: { result: { message: "resent" } } },
      },
    });
    expect(screen.getByRole("heading", { name: "Email verification required" })).toBeTruthy();
    expect(screen.getByText(/an@example\.com/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(sent[0]?.body).toEqual({ email: "an@example.com" });
    expect(screen.getByRole("button", { name: "Back to login" })).toBeTruthy();
  });

  it("email verification required: reports a failed resend", async () => {
    show({
      state: { reason: "email_verification_required", email: "an@example.com" },
      routes: { "POST /api/v1.0/sign-up/resend": { status: 502, data: {} } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect((await screen.findByRole("status")).textContent).toBe("Failed to resend the email.");
  });

  it("email verification required: after too many resends says how long to wait, in Korean too", async () => {
    show({
      lng: "ko",
      state: { reason: "email_verification_required", email: "an@example.com" },
      routes: {
        "POST /api/v1.0/sign-up/resend": { status: 429, headers: { "retry-after": "240" }, data: {} },
      },
    });
    await userEvent.click(screen.getByRole("button", { name: /다시/ }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "시도 횟수가 너무 많습니다. 4분 후에 다시 시도해 주세요.",
    );
  });

  it("no golf club: an owner is sent back to login", () => {
    show({
      state: { reason: "no_golf_club" },
      session: { userSession: { isBusinessOwner: true, isAdmin: false, userPermissions: {} } },
    });
    expect(screen.getByText(/No golf club has been added/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back to login" })).toBeTruthy();
  });

  it("no golf club: an employee is told to contact their manager, in Korean too", () => {
    show({
      state: { reason: "no_golf_club" },
      lng: "ko",
      session: { userSession: { isBusinessOwner: false, isAdmin: false, userPermissions: {} } },
    });
    expect(screen.getByText("아직 배정된 골프장이 없습니다. 담당 매니저에게 문의해 주세요.")).toBeTruthy();
  });
});
