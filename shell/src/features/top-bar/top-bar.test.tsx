import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderShell } from "../../test/render-shell";
import { TopBar } from "./top-bar";

const ok = () => ({ status: 200 });
/** How a style engine may report a transparent background. */
const TRANSPARENT = /^(transparent|rgba\(0, 0, 0, 0\))$/;

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/login");
});

describe("top bar", () => {
  it("is transparent and fixed on a page without the menu, at least 4.5rem high, with Back", async () => {
    await renderShell(<TopBar fullPage pathname="/login" />, ok);
    const bar = screen.getByTestId("top-bar");
    const style = getComputedStyle(bar);
    expect(style.position).toBe("fixed");
    expect(style.background).toMatch(TRANSPARENT);
    expect(style.minHeight).toBe("4.5rem");
    expect(screen.getByRole("button", { name: "Back" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Language" })).toBeTruthy();
  });

  it("gets a backdrop once a full page scrolls under it, and is transparent again back at the top", async () => {
    await renderShell(<TopBar fullPage pathname="/sign-up-business" />, ok);
    const bar = screen.getByTestId("top-bar");
    const scrollTo = async (y: number) => {
      await act(async () => {
        window.scrollY = y;
        window.dispatchEvent(new Event("scroll"));
      });
    };
    await scrollTo(240);
    expect(getComputedStyle(bar).background).not.toMatch(TRANSPARENT);
    await scrollTo(0);
    expect(getComputedStyle(bar).background).toMatch(TRANSPARENT);
  });

  it("is sticky beside the menu, without Back; the landing page has no Back either", async () => {
    const view = await renderShell(<TopBar fullPage={false} pathname="/home" />, ok);
    const style = getComputedStyle(screen.getByTestId("top-bar"));
    expect(style.position).toBe("sticky");
    expect(style.background).not.toMatch(TRANSPARENT);
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    view.unmount();
    await renderShell(<TopBar fullPage pathname="/welcome" />, ok);
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
  });

  it("shows the stored user name as a button to the profile, and no button without one", async () => {
    const signedOut = await renderShell(<TopBar fullPage={false} pathname="/home" />, ok);
    expect(screen.queryByTestId("top-bar-user")).toBeNull();
    signedOut.unmount();
    sessionStorage.setItem("userName", JSON.stringify({ firstName: "Minji", lastName: "Kim" }));
    await renderShell(<TopBar fullPage={false} pathname="/home" />, ok);
    await userEvent.click(screen.getByRole("button", { name: "Minji Kim" }));
    expect(window.location.pathname).toBe("/profile");
  });

  it("keeps Back and the user's name on one line: a long name ends in an ellipsis, shown whole as its title", async () => {
    sessionStorage.setItem("userName", JSON.stringify({ firstName: "Phương Thảo", lastName: "Nguyễn Thị" }));
    await renderShell(<TopBar fullPage pathname="/golf-info" />, ok);
    expect(getComputedStyle(screen.getByRole("button", { name: "Back" })).whiteSpace).toBe("nowrap");
    const user = screen.getByTestId("top-bar-user");
    const style = getComputedStyle(user);
    expect([style.whiteSpace, style.overflow, style.textOverflow]).toEqual(["nowrap", "hidden", "ellipsis"]);
    expect(user.getAttribute("title")).toBe(user.textContent);
  });
});
