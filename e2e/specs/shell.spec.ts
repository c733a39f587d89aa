import { SPEC_MENU_HIDDEN_FRAGMENTS, SPEC_MENU_HIDDEN_PATHS, SPEC_MENU_PATHS } from "test-kit/spec-routes";
import { expect, navigateInApp, remoteContainer, test } from "../support/platform";
import { admin, owner } from "../support/session";

// Most of these pages need a session; the owner has not chosen a club, so the menu offers Home.
test.use({ signedInAs: owner });

// The spec's hidden paths ("/" only redirects) plus one path for each hidden fragment.
const hiddenPaths = [
  ...SPEC_MENU_HIDDEN_PATHS.filter((path) => path !== "/"),
  ...SPEC_MENU_HIDDEN_FRAGMENTS.map((fragment) => `/${fragment}`),
];
const menuPaths = SPEC_MENU_PATHS;

test("the menu is hidden on the spec's hidden paths and shown elsewhere", async ({ page }) => {
  // Some thirty paths, each opened in the app (the golfers' full pages among them): a busy runner needs over a minute.
  test.setTimeout(120_000);
  await page.goto("/home");
  const menu = page.getByTestId("side-menu");
  for (const path of hiddenPaths) {
    // From a page with the menu, so each check sees the shell react to the new path.
    await navigateInApp(page, "/home");
    await expect(menu).toBeVisible();
    await navigateInApp(page, path);
    await expect(menu, `no menu on ${path}`).toHaveCount(0);
    await expect(page.getByTestId("top-bar")).toBeVisible();
  }
  for (const path of menuPaths) {
    await navigateInApp(page, "/welcome");
    await expect(menu).toHaveCount(0);
    await navigateInApp(page, path);
    await expect(menu, `menu on ${path}`).toBeVisible();
  }
});

test("switching to ko then vi changes the shell and the remote, and survives a reload", async ({ page }) => {
  await page.goto("/price-schedule");
  const menu = page.getByTestId("side-menu");
  const heading = remoteContainer(page, "mf-schedule").getByRole("heading", { level: 1 });
  await expect(menu.getByRole("button", { name: "Home" })).toBeVisible();
  await expect(heading).toHaveText("Price schedule");

  await page.getByRole("combobox", { name: "Language" }).selectOption("ko");
  await expect(menu.getByRole("button", { name: "홈" })).toBeVisible();
  await expect(heading).toHaveText("요금 스케줄");

  await page.getByRole("combobox", { name: "언어" }).selectOption("vi");
  await expect(menu.getByRole("button", { name: "Trang chủ" })).toBeVisible();
  await expect(heading).toHaveText("Lịch giá");
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("vi");

  await expect(page).toHaveTitle("Quản trị sân golf");

  await page.reload();
  await expect(menu.getByRole("button", { name: "Trang chủ" })).toBeVisible();
  await expect(page).toHaveTitle("Quản trị sân golf");
  await expect(heading).toHaveText("Lịch giá");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
});

test.describe("with every entry", () => {
  // An administrator: every menu entry, on every page.
  test.use({ signedInAs: admin });

  test("the menu navigates between remotes, highlights the current entry, and shows the 1 s spinner", async ({
    page,
  }) => {
    await page.goto("/reservation-table");
    const menu = page.getByTestId("side-menu");
    const spinner = page.getByTestId("path-spinner");
    await expect(spinner).toBeHidden({ timeout: 5_000 });
    // Record when the spinner comes and goes: a busy machine must not make the check miss a 1 s spinner.
    await page.evaluate(() => {
      const seen: { on: boolean; at: number }[] = [];
      Object.assign(window, { spinnerSeen: seen });
      new MutationObserver(() => {
        const on = document.querySelector('[data-testid="path-spinner"]') !== null;
        if (seen.at(-1)?.on !== on) seen.push({ on, at: performance.now() });
      }).observe(document.body, { childList: true, subtree: true });
    });
    await menu.getByRole("button", { name: "Price Schedule" }).click();
    await expect(page).toHaveURL(/\/price-schedule$/);
    await expect(menu.getByRole("button", { name: "Price Schedule" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(spinner).toBeHidden({ timeout: 5_000 });
    const seen = await page.evaluate(
      () => (window as unknown as { spinnerSeen: { on: boolean; at: number }[] }).spinnerSeen,
    );
    const shown = seen.findIndex((s) => s.on);
    expect(shown, "the spinner appeared after the path change").toBeGreaterThanOrEqual(0);
    const hidden = seen.slice(shown).find((s) => !s.on);
    expect(hidden, "and went away").toBeDefined();
    expect((hidden?.at ?? 0) - (seen[shown]?.at ?? 0)).toBeGreaterThanOrEqual(900);

    await menu.getByRole("button", { name: "Customer" }).click();
    await menu.getByRole("button", { name: "Customer list" }).click();
    await expect(remoteContainer(page, "mf-customers").getByRole("heading", { level: 1 })).toHaveText(
      "Customer list",
    );
  });
});

test.describe("by keyboard", () => {
  test.use({ signedInAs: admin });

  test("the menu opens a group and a page from the keyboard, with a visible focus ring", async ({ page }) => {
    await page.goto("/price-schedule");
    const menu = page.getByTestId("side-menu");
    const customer = menu.getByRole("button", { name: "Customer", exact: true });
    await customer.focus();
    await page.keyboard.press("Enter");
    await expect(customer).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const tiers = menu.getByRole("button", { name: "Membership tiers" });
    await expect(tiers).toBeFocused();
    // Keyboard focus shows a ring a user can see.
    expect(await tiers.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/customer-list$/);
    await expect(menu.getByRole("button", { name: "Customer list" })).toHaveAttribute("aria-current", "page");

    const toggle = menu.getByRole("button", { name: "Collapse menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveCSS("width", "72px");
    await expect(menu.getByRole("button", { name: "Expand menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("Back on /login goes to the site root, which is the welcome page", async ({ page }) => {
  await page.goto("/login");
  await page.getByTestId("top-bar").getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});
