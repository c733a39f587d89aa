import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { landedOn, renderScreen } from "../common/testing/render-screen";
import { ResetPasswordScreen } from "./reset-password-screen";

describe("ResetPasswordScreen", () => {
  it("without a token asks for the email and confirms the request", async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen(ResetPasswordScreen, {
      route: "/reset-password",
      routes: { "POST /api/v1.0/password-reset": { status: 200, data: { result: { requested: true } } } },
    });
    await user.type(screen.getByLabelText(/Email/), "owner@example.com{Enter}");
    expect((await screen.findByRole("status")).textContent).toContain("owner@example.com");
    expect(sent[0]?.body).toEqual({ email: "owner@example.com" });
  });

  it("with a token checks the new password with the reset wording", async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen(ResetPasswordScreen, { route: "/resetpw", url: "/resetpw?token=t1" });
    await user.type(screen.getByLabelText(/^New password/), "short");
    await user.tab();
    expect(screen.getByText("Invalid password!")).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), "new-password-1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "new-password-2{Enter}");
    expect(screen.getByText("Password confirm failed!")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("sets the new password and offers the login", async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen(ResetPasswordScreen, {
      route: "/resetpw",
      url: "/resetpw?token=t1",
      routes: { "POST /api/v1.0/password-reset/confirm": { status: 200, data: { result: { reset: true } } } },
    });
    await user.type(screen.getByLabelText(/^New password/), "new-password-1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "new-password-1{Enter}");
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      token: "t1",
      password: "new-password-1",
      passwordConfirm: "new-password-1",
    });
    await user.click(screen.getByRole("button", { name: "Back to login" }));
    expect(landedOn(screen.getByTestId("location")).path).toBe("/login");
  });

  it("shows the server's reason when the link is no good", async () => {
    const user = userEvent.setup();
    renderScreen(ResetPasswordScreen, {
      route: "/resetpw",
      url: "/resetpw?token=old",
      routes: {
        "POST /api/v1.0/password-reset/confirm": {
          status: 400,
          data: { message: "Failed to reset password", code: "reset_token_invalid" },
        },
      },
    });
    await user.type(screen.getByLabelText(/^New password/), "new-password-1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "new-password-1{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to reset password This link may have expired or already been used. Request a new link",
    );
    await user.click(screen.getByRole("link", { name: "Request a new link" }));
    expect(landedOn(screen.getByTestId("location")).path).toBe("/reset-password");
  });

  it("has its own wording when the server gives no reason, and offers no new link then", async () => {
    const user = userEvent.setup();
    renderScreen(ResetPasswordScreen, {
      route: "/resetpw",
      url: "/resetpw?token=t1",
      lng: "vi",
      routes: { "POST /api/v1.0/password-reset/confirm": { status: 500, data: "" } },
    });
    await user.type(screen.getByLabelText(/^Mật khẩu mới/), "new-password-1");
    await user.type(screen.getByLabelText(/^Xác nhận mật khẩu mới/), "new-password-1{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Đặt lại mật khẩu thất bại");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
