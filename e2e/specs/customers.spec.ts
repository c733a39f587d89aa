import type { Page } from "@playwright/test";
import { expect, navigateInApp, test } from "../support/platform";
import { admin, owner, signIn } from "../support/session";

/** Works on one club, as choosing it on /home does. */
async function chooseClub(page: Page, clubId: string) {
  await page.evaluate((id) => sessionStorage.setItem("clubId", id), clubId);
}

test("a tier and a customer on it: found by search and by tier, the tier disabled after the warning, delete refused", async ({
  page,
}) => {
  const session = await signIn(page, owner);
  const clubId = Object.keys(session.userPermissions)[0] ?? "";
  await chooseClub(page, clubId);
  const suffix = Date.now() % 100_000;
  const tierName = `Eagle ${suffix}`;
  const customerName = `Nguyen Van Khoa ${suffix}`;

  await test.step("the owner creates a tier", async () => {
    await page.goto("/membership-tiers");
    await page.getByRole("button", { name: "Create tier" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create membership tier" })).toBeVisible();
    await page.getByRole("textbox", { name: /Tier name/ }).fill(tierName);
    await page.getByRole("textbox", { name: /Price/ }).fill("1500");
    await expect(page.getByPlaceholder("e.g. 10")).toBeVisible();
    await page.getByRole("textbox", { name: /Discount rate/ }).fill("15");
    await page.getByRole("combobox", { name: /Discount target/ }).click();
    await page.getByRole("option", { name: "Green fee" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    const row = page.getByRole("row", { name: new RegExp(tierName) });
    await expect(row).toContainText("$1,500.00 / year");
    await expect(row).toContainText("15% · Green fee");
  });

  await test.step("a customer on that tier", async () => {
    await navigateInApp(page, "/customer-list");
    await page.getByRole("button", { name: "Add customer" }).click();
    await page.getByRole("textbox", { name: /^Name/ }).fill(customerName);
    await page.getByRole("textbox", { name: /Email/ }).fill(`khoa.${suffix}@example.com`);
    await page.getByRole("textbox", { name: /Mobile/ }).fill("0905111222");
    await page.getByRole("combobox", { name: /Membership tier/ }).click();
    await page.getByRole("option", { name: tierName }).click();
    await page.getByRole("combobox", { name: /Country/ }).click();
    await page.getByRole("option", { name: "Vietnam" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Customer list" })).toBeVisible();
  });

  await test.step("found by search, then by tier alone", async () => {
    await page.getByRole("textbox", { name: "Search" }).fill(`Khoa ${suffix}`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("row", { name: new RegExp(customerName) })).toBeVisible();
    await page.getByRole("textbox", { name: "Search" }).fill("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("combobox", { name: "Membership tier", exact: true }).click();
    await page.getByRole("option", { name: tierName }).click();
    await expect(page.getByRole("row", { name: new RegExp(customerName) })).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(1);
  });

  await test.step("disabling warns that its customer may be affected; deleting it is refused", async () => {
    await navigateInApp(page, "/membership-tiers");
    const row = page.getByRole("row", { name: new RegExp(tierName) });
    await row.getByRole("button", { name: `Disable ${tierName}` }).click();
    await expect(page.getByRole("dialog")).toContainText(`1 customer holds "${tierName}"`);
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(row).toContainText("Disabled");
    await row.getByRole("button", { name: `Delete ${tierName}` }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByRole("dialog")).toContainText("This tier is currently in use.");
  });
});

test("an administrator opens the client list right after signing in, suspends a pending client from its profile and the status log shows it first", async ({
  page,
}) => {
  // Client review is not club work: no club is chosen first.
  await signIn(page, admin);
  await page.goto("/client");
  await expect(page.getByText("No golf club is selected")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Pending review" }).click();
  // The filtered page replaces the first one in place: wait until it has (no active client left, the table idle),
  // or the click lands where a row was a moment ago.
  await expect(page.getByRole("cell", { name: "Active", exact: true })).toHaveCount(0);
  await expect(page.getByRole("table")).not.toHaveAttribute("aria-busy", "true");
  await page.getByRole("button", { name: "Sunrise Golf Resort JSC" }).click();
  await expect(page).toHaveURL(/\/client-profile\?id=[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 2, name: "Sunrise Golf Resort JSC" })).toBeVisible();

  await page.getByRole("combobox", { name: /New status/ }).click();
  await page.getByRole("option", { name: "Suspended" }).click();
  await page
    .getByRole("textbox", { name: "Reason for the change" })
    .fill("Certificate does not match the company name");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("The status was changed.")).toBeVisible();
  const firstEntry = page.getByRole("list", { name: "Status log" }).getByRole("listitem").first();
  await expect(firstEntry).toContainText("Suspended · Certificate does not match the company name");

  // The id lives in the address, so a reload shows the same client.
  await page.reload();
  await expect(firstEntry).toContainText("Suspended · Certificate does not match the company name");
});

for (const [lng, text] of [
  [
    "ko",
    {
      tierTitle: "회원 등급 생성",
      tierName: "등급 이름",
      save: "저장",
      customerTitle: "고객 추가",
      email: "이메일",
    },
  ],
  [
    "vi",
    {
      tierTitle: "Tạo hạng hội viên",
      tierName: "Tên hạng",
      save: "Lưu",
      customerTitle: "Thêm khách hàng",
      email: "Email",
    },
  ],
] as const) {
  test(`the tier and customer forms in ${lng}`, async ({ page }) => {
    const session = await signIn(page, owner);
    await chooseClub(page, Object.keys(session.userPermissions)[0] ?? "");
    const messages = {
      ko: {
        name: "이름은 2자 이상 30자 이하로 입력해 주세요.",
        email: "올바른 이메일 주소를 입력해 주세요.",
      },
      vi: { name: "Tên phải dài từ 2 đến 30 ký tự.", email: "Vui lòng nhập địa chỉ email hợp lệ." },
    }[lng];
    await page.goto(`/membership-create?lng=${lng}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.tierTitle);
    await page.getByRole("textbox", { name: new RegExp(text.tierName) }).fill("G");
    await page.getByRole("button", { name: text.save, exact: true }).click();
    await expect(page.getByText(messages.name)).toBeVisible();

    await navigateInApp(page, "/customer-create");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.customerTitle);
    await page.getByRole("textbox", { name: new RegExp(text.email) }).fill("not-an-email");
    await page.getByRole("button", { name: text.save, exact: true }).click();
    await expect(page.getByText(messages.email)).toBeVisible();
  });
}
