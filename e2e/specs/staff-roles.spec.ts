import type { Page } from "@playwright/test";
import { expect, navigateInApp, test } from "../support/platform";
import { api, owner, signIn, staff } from "../support/session";

/** The names of the side menu's entries, in order (not the toggle, the profile arrow or Log out). */
const menuEntries = (page: Page) =>
  page
    .getByTestId("side-menu")
    .locator("[data-menu-entry]")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("title")));

/** Works on one club, as choosing it on /home does. */
async function chooseClub(page: Page, clubId: string) {
  await page.evaluate((id) => sessionStorage.setItem("clubId", id), clubId);
}

test("an owner grants a role, the employee sees exactly its menu, loses it when narrowed, and a held role stays", async ({
  browser,
  page,
}) => {
  // The demo employee already works at the front desk of the owner's first club; this happens in the second.
  const ownerSession = await signIn(page, owner);
  const clubId = Object.keys(ownerSession.userPermissions)[1] ?? "";
  expect(clubId).not.toBe("");
  await chooseClub(page, clubId);
  const roleName = `Greens crew ${Date.now() % 100_000}`;

  await test.step("the owner creates a role: price schedule in full, staff list to view", async () => {
    await page.goto("/setting-role");
    await page.getByRole("button", { name: "Add role" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add role" })).toBeVisible();
    await page.getByRole("textbox", { name: /Name/ }).fill(roleName);
    await page.getByRole("radio", { name: "Price schedule: All" }).check();
    await page.getByRole("radio", { name: "Staff: View" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    const row = page.getByRole("row", { name: new RegExp(roleName) });
    await expect(row).toContainText("Price schedule: All · Staff: View");
    await expect(row.getByRole("cell", { name: "0", exact: true })).toBeVisible();
  });

  await test.step("the owner adds the demo employee with that role", async () => {
    await navigateInApp(page, "/staff");
    await page.getByRole("button", { name: "Add staff" }).click();
    await page.getByRole("textbox", { name: /Email/ }).fill(staff.email);
    await page.getByRole("combobox", { name: /Role/ }).click();
    await page.getByRole("option", { name: roleName }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row", { name: new RegExp(staff.email) })).toContainText(roleName);
  });

  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  const employeeSession = await signIn(employee, staff);
  await chooseClub(employee, clubId);
  const listAsEmployee = () =>
    employee.request.get(`${api}/clubs/${clubId}/staff`, {
      headers: { authorization: `Bearer ${employeeSession.signToken}` },
    });

  await test.step("the employee signs in and sees exactly the entries the role grants", async () => {
    await employee.goto("/price-schedule");
    await expect.poll(() => menuEntries(employee)).toEqual(["Home", "Price Schedule", "Staff"]);
    const employeeMenu = employee.getByTestId("side-menu");
    await employeeMenu.getByRole("button", { name: "Staff", exact: true }).click();
    // The role grants the staff list, not the permissions page.
    await expect(employeeMenu.getByRole("button", { name: "Permissions" })).toHaveCount(0);
    await employeeMenu.getByRole("button", { name: "Staff list" }).click();
    await expect(employee.getByRole("heading", { level: 1, name: "Staff list" })).toBeVisible();
    await expect(employee.getByRole("row", { name: new RegExp(staff.email) })).toBeVisible();
    // View only: no buttons that would be refused.
    await expect(employee.getByRole("button", { name: "Add staff" })).toHaveCount(0);
    expect((await listAsEmployee()).status()).toBe(200);
  });

  await test.step("the owner narrows the role; the employee's next navigation loses the entry, the server says 403", async () => {
    await navigateInApp(page, "/setting-role");
    await page.getByRole("button", { name: `Edit ${roleName}` }).click();
    await expect(page.getByRole("checkbox", { name: "Staff: Read" })).toBeChecked();
    await page.getByRole("checkbox", { name: "Staff: Read" }).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row", { name: new RegExp(roleName) })).toContainText("Price schedule: All");

    await employee.getByTestId("side-menu").getByRole("button", { name: "Price Schedule" }).click();
    await expect.poll(() => menuEntries(employee)).toEqual(["Home", "Price Schedule"]);
    const refused = await listAsEmployee();
    expect([refused.status(), (await refused.json()).code]).toEqual([403, "forbidden"]);
  });

  await test.step("deleting the role the employee holds is refused, and says why", async () => {
    await page.getByRole("button", { name: `Delete ${roleName}` }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(
      page.getByText("This role is held by staff. Give them another role before deleting it."),
    ).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("row", { name: new RegExp(roleName) })).toBeVisible();
  });

  await employeeContext.close();
});

test("All staff is offered to the owner, lists every club's staff with a club column, and not to employees", async ({
  page,
}) => {
  await signIn(page, owner);
  await page.goto("/home");
  const menu = page.getByTestId("side-menu");
  await menu.getByRole("button", { name: "All staff" }).click();
  await menu.getByRole("button", { name: "Staff list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All staff" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Golf club" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Sân Golf Sài Gòn Riverside/ }).first()).toBeVisible();
  await expect(page.getByRole("row", { name: /한빛 컨트리클럽/ }).first()).toBeVisible();

  await signIn(page, staff);
  await page.goto("/home");
  await expect(menu.getByRole("button", { name: "Home" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "All staff" })).toHaveCount(0);
});
