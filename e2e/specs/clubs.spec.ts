import type { Locator, Page } from "@playwright/test";
import { expect, remoteContainer, test } from "../support/platform";
import { demoPassword, owner } from "../support/session";

// Clubs end to end (issue 10): /home's cards, the club form on /add-golf-club and /golf-info, the menu's club card.

/** A demo employee no club has added yet. */
const newHire = { email: "newhire@example.com", password: demoPassword };

/** A 1×1 PNG: the API checks a picture by its bytes, not by its name. */
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const club = (page: Page) => remoteContainer(page, "mf-club");

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await scope.getByRole("option", { name: option, exact: true }).click();
}

test.describe("a business owner", () => {
  test.use({ signedInAs: owner });

  test("adds a club with two courses, two green fees and three tee-up rows, opens it and edits it", async ({
    page,
  }) => {
    const name = `Mekong Delta Links ${Date.now().toString(36)}`;
    await page.goto("/home");
    const form = club(page);
    await form.getByRole("button", { name: "Add a new golf club" }).click();
    await expect(page).toHaveURL(/\/add-golf-club$/);
    await expect(form.getByRole("heading", { level: 1 })).toHaveText("Add golf club");

    await choose(form, "Country", "Vietnam");
    await expect(form.getByRole("combobox", { name: "Time zone", exact: true })).toContainText(
      "Asia/Ho_Chi_Minh",
    );
    await form.getByLabel("Golf club name", { exact: true }).fill(name);
    await form.getByLabel("Town / City", { exact: true }).fill("Can Tho");
    await form.getByLabel("Address", { exact: true }).fill("12 Hoa Binh, Ninh Kieu");
    await form.getByLabel("Address in English", { exact: true }).fill("12 Hoa Binh Avenue, Ninh Kieu");
    await form.getByLabel("Phone number", { exact: true }).fill("2923812345");
    await form.getByLabel("Holes", { exact: true }).fill("27");
    await choose(form, "Course type", "Resort course");
    await form.getByLabel("Total length (yards)", { exact: true }).fill("7100");
    await choose(form, "Caddie", "Required");
    await form.getByRole("checkbox", { name: "Driving range" }).check();

    await form.getByLabel("Course 1", { exact: true }).fill("Lotus");
    await form.getByRole("button", { name: "Add course" }).click();
    await form.getByLabel("Course 2", { exact: true }).fill("Mangrove");

    await form.getByLabel("Green fee 1: name", { exact: true }).fill("Weekday");
    await form.getByLabel("Green fee 1: regular price ($)", { exact: true }).fill("85");
    await form.getByLabel("Green fee 1: additional price ($)", { exact: true }).fill("10.5");
    await form.getByRole("button", { name: "Add green fee" }).click();
    await form.getByLabel("Green fee 2: name", { exact: true }).fill("Weekend");
    await form.getByLabel("Green fee 2: regular price ($)", { exact: true }).fill("120");
    await form.getByLabel("Green fee 2: additional price ($)", { exact: true }).fill("20");
    // Dollars are shown with two decimals once the field is left.
    await expect(form.getByLabel("Green fee 1: additional price ($)", { exact: true })).toHaveValue("10.50");

    const rows = [
      ["10", "06:00", "09:00"],
      ["8", "09:30", "12:00"],
      ["10", "12:30", "16:00"],
    ];
    for (const [index, [interval, first, last]] of rows.entries()) {
      const number = index + 1;
      if (number > 1) await form.getByRole("button", { name: "Add tee-up" }).click();
      await form.getByLabel(`Tee-up ${number}: interval (minutes)`, { exact: true }).fill(interval ?? "");
      await form.getByLabel(`Tee-up ${number}: first tee-up time`, { exact: true }).fill(first ?? "");
      await form.getByLabel(`Tee-up ${number}: last tee-up time`, { exact: true }).fill(last ?? "");
    }
    // A fourth row is refused with the spec's dialog.
    await form.getByRole("button", { name: "Add tee-up" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Only up to 3 Tee Ups can be registered.");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(form.getByLabel("Tee-up 4: interval (minutes)", { exact: true })).toHaveCount(0);

    await form.getByLabel("Picture (PNG, JPEG or WebP, up to 2 MB)").setInputFiles({
      name: "club.png",
      mimeType: "image/png",
      buffer: onePixelPng,
    });
    await expect(form.getByAltText("Preview of the golf club picture")).toBeVisible();

    await form.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/home$/);
    const card = club(page).getByRole("button", { name: new RegExp(name) });
    await expect(card).toContainText("Can Tho, Vietnam");
    await expect(card).toContainText("Role: Business owner");
    // Its picture is served by the API through the shell's origin, under the content security policy.
    await expect
      .poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);

    await card.click();
    await expect(page).toHaveURL(/\/price-schedule$/);
    await expect(page.getByTestId("menu-card-club")).toHaveText(name);

    await page.getByTestId("side-menu").getByRole("button", { name: "Club information" }).click();
    await expect(page).toHaveURL(/\/golf-info$/);
    await expect(form.getByRole("heading", { level: 1 })).toHaveText("Club information");
    await expect(form.getByLabel("Golf club name", { exact: true })).toHaveValue(name);
    await expect(form.getByLabel("Course 2", { exact: true })).toHaveValue("Mangrove");
    await expect(form.getByLabel("Green fee 2: regular price ($)", { exact: true })).toHaveValue("120.00");
    await expect(form.getByLabel("Tee-up 3: last tee-up time", { exact: true })).toHaveValue("16:00");

    await form.getByLabel("Notice", { exact: true }).fill("Carts stay on the paths after rain.");
    await form.getByLabel("Green fee 1: regular price ($)", { exact: true }).fill("90.25");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("status")).toHaveText("The golf club's information has been saved.");

    await page.reload();
    await expect(form.getByLabel("Notice", { exact: true })).toHaveValue(
      "Carts stay on the paths after rain.",
    );
    await expect(form.getByLabel("Green fee 1: regular price ($)", { exact: true })).toHaveValue("90.25");
  });

  test("an invalid form names its first invalid field and keeps what was typed", async ({ page }) => {
    await page.goto("/add-golf-club");
    const form = club(page);
    await form.getByLabel("Golf club name", { exact: true }).fill("Half-typed Club");
    await form.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Please check the value of 'Country'.");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(form.getByRole("combobox", { name: "Country", exact: true })).toBeFocused();
    await expect(form.getByText("The 'course' field is required.")).toBeVisible();
    await expect(form.getByLabel("Golf club name", { exact: true })).toHaveValue("Half-typed Club");
    await expect(page).toHaveURL(/\/add-golf-club$/);
  });

  for (const [lng, text] of [
    [
      "ko",
      {
        title: "골프장 추가",
        sections: ["기본 정보", "골프 정보", "코스", "그린피", "티업 설정"],
        save: "저장",
        invalid: "'국가' 값을 확인해 주세요.",
      },
    ],
    [
      "vi",
      {
        title: "Thêm sân golf",
        sections: [
          "Thông tin cơ bản",
          "Thông tin golf",
          "Các sân",
          "Phí sân (green fee)",
          "Cài đặt lượt phát bóng",
        ],
        save: "Lưu",
        invalid: "Vui lòng kiểm tra giá trị của 'Quốc gia'.",
      },
    ],
  ] as const) {
    test(`the form in ${lng}: title, section headers and messages`, async ({ page }) => {
      await page.goto(`/add-golf-club?lng=${lng}`);
      const form = club(page);
      await expect(form.getByRole("heading", { level: 1 })).toHaveText(text.title);
      for (const section of text.sections) {
        await expect(form.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
      }
      await form.getByRole("button", { name: text.save, exact: true }).click();
      await expect(page.getByRole("dialog")).toContainText(text.invalid);
    });
  }
});

test.describe("an employee without a club", () => {
  test.use({ signedInAs: newHire });

  test("is told to contact their manager and cannot add a club", async ({ page }) => {
    await page.goto("/home");
    await expect(
      club(page).getByText("You are not assigned to a golf club yet. Please contact your manager."),
    ).toBeVisible();
    await expect(club(page).getByRole("button", { name: "Add a new golf club" })).toHaveCount(0);
    await expect(club(page).getByRole("button", { name: "Log out" })).toBeVisible();
  });
});
