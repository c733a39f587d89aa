import type { Page } from "@playwright/test";
import { expect, test } from "../support/platform";
import { owner, signIn } from "../support/session";

/** Works on one club, as choosing it on /home does. */
async function chooseClub(page: Page, clubId: string) {
  await page.evaluate((id) => sessionStorage.setItem("clubId", id), clubId);
}

/** The edit form's name field holds `name`, and the address names the item by id. */
async function expectEditing(page: Page, heading: string, name: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue(name);
  expect(new URL(page.url()).searchParams.get("id")).toMatch(/^[0-9a-f]{24}$/);
}

test("an edit screen opened from its list keeps its role or staff member across a reload", async ({
  page,
}) => {
  // The demo owner's first club has the roles 매니저, 프런트 and 조회 전용 (viewer), and Jisoo Park as its manager;
  // the second has Mai Pham at its front desk (api/src/db/demo-staff.ts). Nothing is saved here.
  const session = await signIn(page, owner);
  const clubId = Object.keys(session.userPermissions)[0] ?? "";
  expect(clubId).not.toBe("");
  await chooseClub(page, clubId);

  await test.step("a role", async () => {
    await page.goto("/setting-role");
    await page.getByRole("button", { name: "Edit 조회 전용" }).click();
    await expectEditing(page, "Edit role", "조회 전용");
    const address = page.url();
    await page.reload();
    expect(page.url()).toBe(address);
    await expectEditing(page, "Edit role", "조회 전용");
  });

  await test.step("a staff member of the selected club", async () => {
    await page.goto("/staff");
    await page.getByRole("button", { name: "Edit Jisoo Park" }).click();
    await expectEditing(page, "Edit staff", "Jisoo Park");
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue("manager@example.com");
    await page.reload();
    await expectEditing(page, "Edit staff", "Jisoo Park");
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue("manager@example.com");
  });

  await test.step("a staff member of another club, from All staff, and back there", async () => {
    await page.goto("/staff-all");
    await page.getByRole("button", { name: "Edit Mai Pham" }).click();
    await expectEditing(page, "Edit staff", "Mai Pham");
    await page.reload();
    await expectEditing(page, "Edit staff", "Mai Pham");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "All staff" })).toBeVisible();
  });
});
