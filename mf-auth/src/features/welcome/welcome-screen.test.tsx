import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { landedOn, renderScreen } from "../common/testing/render-screen";
import { WelcomeScreen } from "./welcome-screen";

describe("WelcomeScreen", () => {
  it("shows the spec's text and a map with the four countries", () => {
    renderScreen(WelcomeScreen, { route: "/welcome" });
    expect(screen.getByRole("heading", { name: "Select Country on Map or Just Signup/Login" })).toBeTruthy();
    const map = screen.getByRole("group", { name: /World map/ });
    expect(map.querySelectorAll("path").length).toBeGreaterThan(5);
    for (const name of ["United States", "South Korea", "Philippines", "Vietnam"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
  });

  it("switches the language from the map, with the keyboard too", async () => {
    const user = userEvent.setup();
    const { i18n } = renderScreen(WelcomeScreen, { route: "/welcome" });
    await user.click(screen.getByRole("button", { name: "South Korea" }));
    expect(i18n.language).toBe("ko");
    expect(
      screen.getByRole("heading", { name: "지도에서 국가를 선택하거나 바로 회원가입/로그인해 주세요" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "대한민국" }).getAttribute("aria-pressed")).toBe("true");

    screen.getByRole("button", { name: "베트남" }).focus();
    await user.keyboard("{Enter}");
    expect(i18n.language).toBe("vi");
    await user.click(screen.getByRole("button", { name: "Hoa Kỳ" }));
    expect(i18n.language).toBe("en");
    await user.click(screen.getByRole("button", { name: "Philippines" }));
    expect(i18n.language).toBe("en");
  });

  it("Sign Up goes to /select-account-type carrying the chosen country", async () => {
    const user = userEvent.setup();
    renderScreen(WelcomeScreen, { route: "/welcome" });
    await user.click(screen.getByRole("button", { name: "Vietnam" }));
    await user.click(screen.getByRole("button", { name: "Đăng ký" }));
    expect(landedOn(screen.getByTestId("location"))).toEqual({
      path: "/select-account-type",
      state: { country: "VN" },
    });
  });

  it("Login goes to /login", async () => {
    renderScreen(WelcomeScreen, { route: "/welcome" });
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(landedOn(screen.getByTestId("location")).path).toBe("/login");
  });
});
