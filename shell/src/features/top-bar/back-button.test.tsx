import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderShell } from "../../test/render-shell";
import { BackButton } from "./back-button";

const ok = () => ({ status: 200 });

describe("back button", () => {
  it("goes to the previous page", async () => {
    window.history.replaceState({ idx: 0 }, "", "/welcome");
    window.history.pushState({ idx: 1 }, "", "/select-account-type");
    await renderShell(<BackButton pathname="/select-account-type" />, ok);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(window.location.pathname).toBe("/welcome"));
  });

  it("goes to the site root from /login, and from a page opened directly", async () => {
    window.history.replaceState({ idx: 3 }, "", "/login");
    const view = await renderShell(<BackButton pathname="/login" />, ok);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(window.location.pathname).toBe("/");
    view.unmount();

    window.history.replaceState({ idx: 0 }, "", "/sign-up-business");
    await renderShell(<BackButton pathname="/sign-up-business" />, ok);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(window.location.pathname).toBe("/");
  });
});
