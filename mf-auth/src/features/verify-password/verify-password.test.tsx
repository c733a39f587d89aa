import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { landedOn, renderScreen } from "../common/testing/render-screen";
import { VerifyPasswordScreen } from "./verify-password-screen";

const me = {
  status: 200,
  data: { result: { email: "owner@example.com", userName: { firstName: "A", lastName: "B" } } },
};

describe("VerifyPasswordScreen", () => {
  it("says when the signed-in account cannot be read, and tries again on Retry", async () => {
    let calls = 0;
    const { failures } = renderScreen(VerifyPasswordScreen, {
      route: "/verify-password",
      routes: { "GET /api/v1.0/users": () => (++calls === 1 ? { status: 500, data: {} } : me) },
    });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(failures).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(((await screen.findByLabelText(/Email/)) as HTMLInputElement).value).toBe("owner@example.com");
  });

  it("prefills the email, keeps the button disabled until valid and validates on blur", async () => {
    const user = userEvent.setup();
    renderScreen(VerifyPasswordScreen, { route: "/verify-password", routes: { "GET /api/v1.0/users": me } });
    // The form opens once the signed-in address is there.
    const email = (await screen.findByLabelText(/Email/)) as HTMLInputElement;
    expect(email.value).toBe("owner@example.com");
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Continue" });
    expect(button.disabled).toBe(true);
    await user.click(screen.getByLabelText(/Password/));
    await user.tab();
    expect(screen.getByText("This field is required.")).toBeTruthy();
    await user.type(screen.getByLabelText(/Password/), "short");
    expect(screen.getByText("Password must be at least 8 letters")).toBeTruthy();
    await user.type(screen.getByLabelText(/Password/), "-enough");
    expect(button.disabled).toBe(false);
  });

  it("on success goes to nextPage, replacing history, with a success flag", async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen(VerifyPasswordScreen, {
      route: "/verify-password",
      state: { nextPage: "/profile" },
      routes: {
        "GET /api/v1.0/users": me,
        "POST /api/v1.0/users/verify-password": { status: 200, data: { result: { verified: true } } },
      },
    });
    await user.type(await screen.findByLabelText(/Password/), "golf-demo-2026{Enter}");
    expect(landedOn(await screen.findByTestId("location"))).toEqual({
      path: "/profile",
      state: { success: true },
    });
    expect(sent.find((r) => r.key.startsWith("POST"))?.body).toEqual({ password: "golf-demo-2026" });
  });

  it("without a next page goes back to the page it came from, replacing history, with the success flag", async () => {
    const user = userEvent.setup();
    window.history.replaceState({ usr: null, idx: 0 }, "", "/golf-info");
    window.history.pushState({ usr: null, idx: 1 }, "", "/verify-password");
    const length = window.history.length;
    renderScreen(VerifyPasswordScreen, {
      route: "/verify-password",
      routes: {
        "GET /api/v1.0/users": me,
        "POST /api/v1.0/users/verify-password": { status: 200, data: { result: { verified: true } } },
      },
    });
    await user.type(await screen.findByLabelText(/Password/), "golf-demo-2026{Enter}");
    await waitFor(() => expect(window.history.state).toEqual({ usr: { success: true }, idx: 0 }));
    expect(window.location.pathname).toBe("/golf-info");
    expect(window.history.length).toBe(length);
  });

  it("on failure shows the modal, clears the password and keeps the email", async () => {
    const user = userEvent.setup();
    renderScreen(VerifyPasswordScreen, {
      route: "/verify-password",
      state: { nextPage: "/profile" },
      routes: {
        "GET /api/v1.0/users": me,
        "POST /api/v1.0/users/verify-password": {
          status: 422,
          data: { message: "Incorrect password. Please try again.", code: "incorrect_password" },
        },
      },
    });
    expect(((await screen.findByLabelText(/Email/)) as HTMLInputElement).value).toBe("owner@example.com");
    await user.type(screen.getByLabelText(/Password/), "wrong-password{Enter}");
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Incorrect password. Please try again.");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe("owner@example.com");
  });

  it("after too many wrong passwords says how long to wait instead of 'Incorrect password'", async () => {
    const user = userEvent.setup();
    renderScreen(VerifyPasswordScreen, {
      route: "/verify-password",
      state: { nextPage: "/profile" },
      routes: {
        "GET /api/v1.0/users": me,
        "POST /api/v1.0/users/verify-password": {
          status: 429,
          headers: { "retry-after": "600" },
          data: { message: "Too many attempts. Please try again later.", code: "throttled" },
        },
      },
    });
    await user.type(await screen.findByLabelText(/Password/), "golf-demo-2026{Enter}");
    expect((await screen.findByRole("dialog")).textContent).toContain(
      "Too many attempts. Please wait 10 minutes, then try again.",
    );
  });
});
