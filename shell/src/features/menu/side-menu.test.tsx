import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AccessMap } from "platform/core/contract";
import { computeAccessMap } from "platform/session/access-map";
import { renderShell } from "../../test/render-shell";
import { isIconName } from "./menu-icons";
import { SideMenu } from "./side-menu";

// An administrator's map: every entry.
const all = computeAccessMap({
  clubFree: false,
  source: { kind: "admin" },
  profile: true,
  allStaff: true,
}).access;
const ok = () => ({ status: 200, data: { result: { userName: { firstName: "Minji", lastName: "Kim" } } } });

function at(path: string, state: unknown = null) {
  window.history.replaceState(state, "", path);
}

const entry = (name: string) => screen.getByRole("button", { name });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  at("/price-schedule");
});

describe("side menu", () => {
  it("shows every entry the access map allows, and only those", async () => {
    const { rerender } = await renderShell(<SideMenu access={all} />, ok);
    for (const label of [
      "Home",
      "Club information",
      "Price Schedule",
      "Reservation",
      "Customer",
      "Client list",
      "Staff",
      // The second staff entry (/staff-all) has a name of its own, so the two can be told apart.
      "All staff",
    ]) {
      expect(entry(label)).toBeTruthy();
    }
    const partial: AccessMap = {
      ...all,
      clubInformation: false,
      roleManagement: false,
      membership: false,
      allStaff: false,
    };
    rerender(<SideMenu access={partial} />);
    expect(screen.queryByRole("button", { name: "Club information" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Client list" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Customer" })).toBeNull();
    expect(screen.getAllByRole("button", { name: /staff/i })).toHaveLength(1);
  });

  it("gives every entry, child entries too, an icon", async () => {
    at("/staff");
    await renderShell(<SideMenu access={all} />, ok);
    for (const label of ["Home", "Staff", "Permissions", "Staff list", "All staff", "Log out"]) {
      expect(entry(label).querySelector("svg")).not.toBeNull();
    }
    expect(entry("Staff list").querySelector("svg")?.getAttribute("data-active")).toBe("true");
  });

  it("draws a remote's own icon and active icon from its menu entry, with no icon of the shell's set", async () => {
    const dashboard = JSON.parse(
      readFileSync(join(__dirname, "../../../../mf-dashboard/remote.json"), "utf8"),
    ).menu[0] as { icon: string; iconPath: string; activeIconPath: string };
    // The shell's own set has no drawing under that name: what shows is the remote's.
    expect(isIconName(dashboard.icon)).toBe(false);
    const drawing = () => entry("Dashboard").querySelector("svg path")?.getAttribute("d");
    const { unmount } = await renderShell(<SideMenu access={all} />, ok);
    expect(drawing()).toBe(dashboard.iconPath);
    unmount();
    at("/dashboard");
    await renderShell(<SideMenu access={all} />, ok);
    expect(entry("Dashboard").querySelector("svg")?.getAttribute("data-active")).toBe("true");
    expect(drawing()).toBe(dashboard.activeIconPath);
  });

  it("is operable by keyboard, saying what is expanded", async () => {
    await renderShell(<SideMenu access={all} />, ok);
    const toggle = screen.getByRole("button", { name: "Collapse menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const customer = entry("Customer");
    expect(customer.getAttribute("aria-expanded")).toBe("false");
    customer.focus();
    await userEvent.keyboard("{Enter}");
    expect(customer.getAttribute("aria-expanded")).toBe("true");
    const group = document.getElementById(customer.getAttribute("aria-controls") ?? "");
    expect(group?.textContent).toContain("Customer list");
    await userEvent.tab();
    expect(document.activeElement).toBe(entry("Membership tiers"));
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(window.location.pathname).toBe("/customer-list");

    toggle.focus();
    await userEvent.keyboard("{Enter}");
    const expand = screen.getByRole("button", { name: "Expand menu" });
    expect(expand.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("navigation").getAttribute("data-open")).toBe("false");
  });

  it("highlights the current page with its active icon", async () => {
    await renderShell(<SideMenu access={all} />, ok);
    const current = entry("Price Schedule");
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.querySelector("svg")?.getAttribute("data-active")).toBe("true");
    expect(entry("Home").querySelector("svg")?.getAttribute("data-active")).toBe("false");
  });

  it("collapses to 4.5rem and expands to 20rem with a 0.3s transition", async () => {
    await renderShell(<SideMenu access={all} />, ok);
    const nav = screen.getByRole("navigation");
    expect(getComputedStyle(nav).width).toBe("20rem");
    expect(getComputedStyle(nav).transition).toContain("0.3s");
    await userEvent.click(screen.getByRole("button", { name: "Collapse menu" }));
    expect(getComputedStyle(nav).width).toBe("4.5rem");
    expect(screen.queryByText("Price Schedule")).toBeNull();
  });

  it("paints its white column as tall as the page, the menu inside staying in view as a long page scrolls", async () => {
    await renderShell(<SideMenu access={all} />, ok);
    const nav = screen.getByRole("navigation");
    const rail = screen.getByTestId("side-menu-rail");
    expect(nav.parentElement).toBe(rail);
    // The rail is the row's flex item, stretched to the page's height, and carries the background and border.
    expect(getComputedStyle(rail).alignSelf).toBe("stretch");
    expect(getComputedStyle(rail).flex).toMatch(/^none|0 0 auto$/);
    expect(getComputedStyle(rail).backgroundColor || getComputedStyle(rail).background).toMatch(
      /#fff|255, 255, 255/,
    );
    expect(getComputedStyle(rail).borderRight).toContain("1px solid");
    // The menu is the window's height and sticks to its top, with nothing painted that would end mid-page.
    expect(getComputedStyle(nav).position).toBe("sticky");
    expect(getComputedStyle(nav).height).toBe("100vh");
    expect(["", "transparent", "rgba(0, 0, 0, 0)"]).toContain(getComputedStyle(nav).background);
    expect(getComputedStyle(nav).borderRightWidth).not.toBe("1px");
  });

  it("stays collapsed when it comes back after a page without the menu", async () => {
    const first = await renderShell(<SideMenu access={all} />, ok);
    await userEvent.click(screen.getByRole("button", { name: "Collapse menu" }));
    first.unmount();
    await renderShell(<SideMenu access={all} />, ok);
    expect(screen.getByRole("navigation").getAttribute("data-open")).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Expand menu" }));
    expect(screen.getByRole("navigation").getAttribute("data-open")).toBe("true");
  });

  it("starts collapsed on a phone-sized screen until the user opens it, and then remembers that", async () => {
    const narrow = (query: string) =>
      ({ matches: query.includes("max-width"), media: query }) as MediaQueryList;
    Object.defineProperty(window, "matchMedia", { configurable: true, value: narrow });
    try {
      const first = await renderShell(<SideMenu access={all} />, ok);
      expect(screen.getByRole("navigation").getAttribute("data-open")).toBe("false");
      await userEvent.click(screen.getByRole("button", { name: "Expand menu" }));
      first.unmount();
      await renderShell(<SideMenu access={all} />, ok);
      expect(screen.getByRole("navigation").getAttribute("data-open")).toBe("true");
    } finally {
      Reflect.deleteProperty(window, "matchMedia");
    }
  });

  it("gives a label too long for the menu an ellipsis, keeping its icon and its whole text as the title", async () => {
    await renderShell(<SideMenu access={all} />, ok);
    const client = entry("Client list");
    expect(client.querySelector("svg")).not.toBeNull();
    const label = client.querySelector("span");
    expect(label && getComputedStyle(label).textOverflow).toBe("ellipsis");
    expect(client.getAttribute("title")).toBe("Client list");
  });

  it("leaves a top-level label 240 px of the open menu, room for the Vietnamese client list entry in bold", async () => {
    await renderShell(<SideMenu access={all} />, ok);
    const client = entry("Client list");
    const style = getComputedStyle(client);
    const px = (value: string) => Number.parseFloat(value) * (value.endsWith("rem") ? 16 : 1);
    const icon = Number(client.querySelector("svg")?.getAttribute("width"));
    const room = 20 * 16 - px(style.paddingLeft) - icon - px(style.gap) - px(style.paddingRight);
    // "Khách hàng doanh nghiệp" measures 235 px in the menu's bold face in Chromium.
    expect(room).toBeGreaterThanOrEqual(240);
  });

  it("expands and collapses a parent; choosing a parent while collapsed opens the menu", async () => {
    await renderShell(<SideMenu access={all} />, ok);
    const customer = entry("Customer");
    await userEvent.click(customer);
    expect(entry("Customer list")).toBeTruthy();
    await userEvent.click(customer);
    expect(screen.queryByRole("button", { name: "Customer list" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Collapse menu" }));
    await userEvent.click(entry("Customer"));
    expect(screen.getByRole("navigation").getAttribute("data-open")).toBe("true");
    expect(entry("Membership tiers")).toBeTruthy();
  });

  it("starts loading a page's remote while the pointer is on its entry or the entry has the focus, not a group's", async () => {
    const preloaded: string[] = [];
    await renderShell(<SideMenu access={all} />, ok, { preload: (path) => preloaded.push(path) });
    await userEvent.hover(entry("Reservation"));
    expect(preloaded).toEqual(["/reservation-table"]);
    await userEvent.hover(entry("Customer"));
    expect(preloaded).toEqual(["/reservation-table"]);
    entry("Home").focus();
    expect(preloaded).toEqual(["/reservation-table", "/home"]);
  });

  it("starts with the parent of the current page expanded", async () => {
    at("/customer-list");
    await renderShell(<SideMenu access={all} />, ok);
    expect(entry("Customer list").getAttribute("aria-current")).toBe("page");
    expect(entry("Customer").getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByRole("button", { name: "Permissions" })).toBeNull();
  });

  it("opens club information in edit mode (navigation state isAdd=false)", async () => {
    await renderShell(<SideMenu access={all} />, ok);
    await userEvent.click(entry("Club information"));
    expect(window.location.pathname).toBe("/golf-info");
    expect(window.history.state.usr).toEqual({ isAdd: false });
  });

  it("shows the full name on the club card, 'Error' when the lookup fails, and an arrow to the profile", async () => {
    const signedOut = await renderShell(<SideMenu access={all} />, ok);
    expect(screen.queryByTestId("menu-card")).toBeNull();
    signedOut.unmount();
    sessionStorage.setItem("signToken", "tok");
    const first = await renderShell(<SideMenu access={all} />, ok);
    expect(await screen.findByText("Minji Kim")).toBeTruthy();
    first.unmount();
    await renderShell(<SideMenu access={all} />, () => ({ status: 500 }));
    expect(await screen.findByText("Error")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Go to my profile" }));
    expect(window.location.pathname).toBe("/profile");
  });

  it("logs out: session storage cleared, sign-out called with the old token, /login even when the call fails", async () => {
    sessionStorage.setItem("signToken", "tok");
    sessionStorage.setItem("clubId", "club-1");
    const { requests, failures } = await renderShell(<SideMenu access={all} />, (config) =>
      config.method === "delete" ? { status: 500 } : ok(),
    );
    await screen.findByText("Minji Kim");
    await userEvent.click(entry("Log out"));
    expect(sessionStorage.length).toBe(0);
    expect(window.location.pathname).toBe("/login");
    await waitFor(() => expect(requests.some((r) => r.method === "delete")).toBe(true));
    const signOut = requests.find((r) => r.method === "delete");
    expect(signOut?.url).toBe("/api/v1.0/sign-out");
    expect(String(signOut?.headers.Authorization)).toBe("Bearer tok");
    // The failed sign-out is reported once, by the platform, not by the menu.
    await waitFor(() =>
      expect(failures.map((failure) => failure.what)).toEqual(['Change failed: ["sign-out"]']),
    );
  });
});
