import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderShell } from "../../test/render-shell";
import { ErrorScreen } from "./error-screen";

const ok = () => ({ status: 200 });

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/error");
});

describe("error screen", () => {
  it("takes a signed-out visitor to the landing page", async () => {
    await renderShell(<ErrorScreen />, ok);
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Go to the start page" }));
    expect(window.location.pathname).toBe("/welcome");
  });

  it("takes a signed-in user to the club list rather than back to sign-in", async () => {
    sessionStorage.setItem("signToken", "tok");
    await renderShell(<ErrorScreen />, ok);
    await userEvent.click(screen.getByRole("button", { name: "Go to the start page" }));
    expect(window.location.pathname).toBe("/home");
  });
});
