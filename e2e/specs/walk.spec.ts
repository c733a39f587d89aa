import type { Page } from "@playwright/test";
import { expect, navigateInApp, remoteContainer, test } from "../support/platform";
import { admin, owner } from "../support/session";

/**
 * Every screen must work when reached from every other screen in one page: one history and one data cache shared by
 * every remote, as a person clicking through the menu has them. Each remote's own tests start from a fresh cache, so
 * only a walk across remotes can see one remote break another (e.g. two remotes caching different shapes under one
 * key). The walk visits every ordered pair of the screens the menu offers, in one page, with client-side navigation.
 */

interface MenuScreen {
  /** The menu entry (`data-menu-entry`), or "profile" for the menu card's link to the profile. */
  key: string;
  /** The group entry the menu entry sits in, if any. */
  group: string | null;
  path: string;
}

const menu = (page: Page) => page.getByTestId("side-menu");
const profileLink = (page: Page) => menu(page).getByRole("button", { name: "Go to my profile" });

/** Opens every closed group of the menu, so each of its entries can be clicked. */
async function expandGroups(page: Page) {
  for (let round = 0; round < 5; round++) {
    const closed = menu(page).locator('[data-menu-entry][aria-expanded="false"]');
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
}

/**
 * The screens the menu offers on the current page: each leaf entry (with its group) and the profile link. Each entry
 * is followed from this page, since some pages (/home) show fewer entries.
 */
async function menuScreens(page: Page): Promise<MenuScreen[]> {
  const start = new URL(page.url()).pathname;
  await expandGroups(page);
  const entries = await menu(page)
    .locator("[data-menu-entry]:not([aria-expanded])")
    .evaluateAll((buttons) =>
      buttons.map((button) => ({
        key: (button as HTMLElement).dataset.menuEntry ?? "",
        group:
          (button.closest("ul")?.closest("li")?.querySelector(":scope > button") as HTMLElement | null)
            ?.dataset.menuEntry ?? null,
      })),
    );
  const screens: MenuScreen[] = [];
  for (const entry of entries) {
    if (new URL(page.url()).pathname !== start) {
      await navigateInApp(page, start);
      await expect(page).toHaveURL(new RegExp(`${start}$`));
      await expandGroups(page);
    }
    const link = menu(page).locator(`[data-menu-entry="${entry.key}"]`);
    const here = (await link.getAttribute("aria-current")) === "page";
    await link.click();
    if (!here) await page.waitForURL((url) => url.pathname !== start);
    screens.push({ ...entry, path: new URL(page.url()).pathname });
  }
  if (new URL(page.url()).pathname !== start) await navigateInApp(page, start);
  await profileLink(page).click();
  await expect(page).toHaveURL(/\/profile$/);
  screens.push({ key: "profile", group: null, path: "/profile" });
  return screens;
}

/**
 * An order of visits that goes from every screen to every other exactly once (an Euler circuit of the complete
 * directed graph, found with Hierholzer's algorithm): n·(n−1) steps.
 */
function everyOrderedPair(count: number): number[] {
  const next = Array.from({ length: count }, (_, from) =>
    Array.from({ length: count }, (_, to) => to).filter((to) => to !== from),
  );
  const stack = [0];
  const circuit: number[] = [];
  while (stack.length > 0) {
    const at = stack[stack.length - 1] as number;
    const to = next[at]?.pop();
    if (to === undefined) circuit.push(stack.pop() as number);
    else stack.push(to);
  }
  return circuit.reverse();
}

/**
 * Goes to a screen the way a person does: its menu entry when the menu shows it, else an in-app link (/home shows
 * only the entries that need no club, and a full-page screen such as the club form has no menu at all).
 */
async function visit(page: Page, screen: MenuScreen) {
  const entry =
    screen.key === "profile" ? profileLink(page) : menu(page).locator(`[data-menu-entry="${screen.key}"]`);
  if (screen.group && !(await entry.isVisible())) {
    const group = menu(page).locator(`[data-menu-entry="${screen.group}"]`);
    if ((await group.isVisible()) && (await group.getAttribute("aria-expanded")) === "false")
      await group.click();
  }
  if (await entry.isVisible()) await entry.click();
  else await navigateInApp(page, screen.path);
  await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
}

async function walk(page: Page, screens: MenuScreen[]) {
  const pageErrors: string[] = [];
  let step = "";
  page.on("pageerror", (error) => pageErrors.push(`${step}: ${error.message}`));
  const failures: string[] = [];
  const order = everyOrderedPair(screens.length);
  expect(order).toHaveLength(screens.length * (screens.length - 1) + 1);
  await visit(page, screens[order[0] as number] as MenuScreen);
  for (let i = 1; i < order.length; i++) {
    const from = screens[order[i - 1] as number] as MenuScreen;
    const to = screens[order[i] as number] as MenuScreen;
    step = `${from.path} → ${to.path}`;
    await visit(page, to);
    const heading = page.locator("main h1").first();
    const panel = page.getByTestId("section-unavailable");
    // Settled when the screen's heading or the unavailable panel shows.
    await expect(heading.or(panel).first()).toBeVisible();
    if (await panel.isVisible()) failures.push(`${step}: the section panel`);
    else if (!(await heading.textContent())?.trim()) failures.push(`${step}: a screen with no heading`);
  }
  expect(failures, `${failures.length} of ${order.length - 1} steps failed`).toEqual([]);
  expect(pageErrors, "uncaught page errors").toEqual([]);
}

test.describe("every screen from every other, in one page", () => {
  test.describe.configure({ timeout: 10 * 60_000 });

  test.describe("as the owner on a club", () => {
    test.use({ signedInAs: owner });

    test("every ordered pair of the menu's screens", async ({ page }) => {
      await page.goto("/home");
      await remoteContainer(page, "mf-club").getByRole("listitem").first().getByRole("button").click();
      await expect(page).toHaveURL(/\/price-schedule$/);
      const screens = await menuScreens(page);
      expect(screens.map((screen) => screen.path)).toEqual(
        expect.arrayContaining(["/home", "/staff-all", "/customer-list", "/membership-tiers", "/profile"]),
      );
      await walk(page, screens);
    });
  });

  test.describe("as the administrator", () => {
    test.use({ signedInAs: admin });

    test("every ordered pair of the menu's screens", async ({ page }) => {
      await page.goto("/home");
      await expect(page.locator("main h1").first()).toBeVisible();
      const screens = await menuScreens(page);
      expect(screens.map((screen) => screen.path)).toEqual(
        expect.arrayContaining(["/home", "/client", "/staff-all", "/profile"]),
      );
      await walk(page, screens);
    });
  });
});
