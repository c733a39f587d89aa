import type { Page } from "@playwright/test";
import { expect, remoteContainer, test } from "../support/platform";
import { owner } from "../support/session";

/** Records whether anything ever renders in mf-schedule's container, however briefly. */
async function watchForSchedule(page: Page) {
  await page.evaluate(() => {
    const seen = { rendered: false };
    Object.assign(window, { scheduleSeen: seen });
    const check = () => {
      const container = document.getElementById("single-spa-application:mf-schedule");
      if (container && container.childElementCount > 0) seen.rendered = true;
    };
    check();
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });
}

const scheduleRendered = (page: Page) =>
  page.evaluate(() => (window as unknown as { scheduleSeen: { rendered: boolean } }).scheduleSeen.rendered);

test("a signed-out visit to a protected page signs in first, then opens that page", async ({
  page,
  requestLog,
}) => {
  await page.goto("/price-schedule?view=month");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await expect(page.getByTestId("side-menu")).toHaveCount(0);
  // The protected remote was not even downloaded, so none of its screen can have shown.
  expect(requestLog.fromOrigin("mf-schedule")).toHaveLength(0);

  await page.getByLabel("Email", { exact: true }).fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/price-schedule\?view=month$/);
  await expect(remoteContainer(page, "mf-schedule").getByRole("heading", { level: 1 })).toHaveText(
    "Price schedule",
  );
  await expect(page.getByTestId("side-menu").getByRole("button", { name: "Home" })).toBeVisible();
});

test("Back from /login does not land on the page the user was sent away from", async ({ page }) => {
  await page.goto("/welcome");
  await page.goto("/customer-list");
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/welcome$/);
});

test.describe("signed in", () => {
  test.use({ signedInAs: owner });

  test("after Log out, Back does not show the protected page again", async ({ page }) => {
    await page.goto("/price-schedule");
    const heading = remoteContainer(page, "mf-schedule").getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Price schedule");

    await page.getByTestId("side-menu").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await watchForSchedule(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(heading).toHaveCount(0);
    await expect(page.getByTestId("side-menu")).toHaveCount(0);
    expect(await scheduleRendered(page), "the price schedule never rendered after Back").toBe(false);
  });
});
