import type { Page } from "@playwright/test";
import { addDays, todayIn, weekdayOf } from "contracts/domains/common/dates";
import { expect, remoteContainer, test } from "../support/platform";
import { api, apiSignIn, owner } from "../support/session";

test.use({ signedInAs: owner });

/** The owner's first demo club (Asia/Seoul) and a bearer token for setting up through the API. */
async function demoClub(page: Page) {
  const { signToken } = await apiSignIn(page.request, owner.email, owner.password);
  const headers = { authorization: `Bearer ${signToken}` };
  const clubs = await (await page.request.get(`${api}/clubs`, { headers })).json();
  const club = clubs.result.list[0] as { clubId: string };
  return { clubId: club.clubId, headers };
}

/** Chooses the club as the club list does: its id in the session. */
async function selectClub(page: Page, clubId: string) {
  await page.evaluate((id) => sessionStorage.setItem("clubId", id), clubId);
}

const dayCell = (page: Page, date: string) =>
  remoteContainer(page, "mf-schedule").locator(`button[data-date="${date}"]`);

/** Pages the calendar forward until `date` is on the grid. */
async function showDate(page: Page, date: string) {
  for (let i = 0; i < 3 && (await dayCell(page, date).count()) === 0; i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await expect(dayCell(page, date)).toBeVisible();
}

test("an owner adds a public schedule for next week, then hides part of it with Modify", async ({ page }) => {
  const { clubId, headers } = await demoClub(page);
  await selectClub(page, clubId);
  const today = todayIn("Asia/Seoul");
  const from = addDays(today, 7 - weekdayOf(today));
  const to = addDays(from, 6);
  const week = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  // The demo data already sells next week: clear it the way the calendar's Modify → remove does.
  const cleared = await page.request.post(`${api}/clubs/${clubId}/schedules/modify`, {
    headers,
    data: { from, to, remove: true },
  });
  expect(cleared.ok()).toBe(true);

  await page.goto("/price-schedule");
  const screen = remoteContainer(page, "mf-schedule");
  await showDate(page, from);
  await showDate(page, to);
  for (const date of week) await expect(dayCell(page, date)).toHaveAttribute("data-status", "0");

  await screen.getByRole("button", { name: "Add schedule" }).click();
  await expect(page).toHaveURL(/\/add-schedule$/);
  await screen.getByLabel("Start date").fill(from);
  await screen.getByLabel("End date").fill(to);
  await screen.getByRole("combobox", { name: /Green fee/ }).click();
  await screen.getByRole("option").first().click();
  await screen.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/price-schedule$/);

  await showDate(page, from);
  await showDate(page, to);
  for (const date of week) await expect(dayCell(page, date)).toHaveAttribute("data-status", "1");

  // Select Tuesday to Thursday, clicking the later day first.
  const [tuesday, thursday] = [week[2] ?? "", week[4] ?? ""];
  await dayCell(page, thursday).click();
  await dayCell(page, tuesday).click();
  await screen.getByRole("button", { name: "Modify" }).click();
  const dialog = page.getByRole("dialog", { name: "Modify schedule" });
  await dialog.getByRole("radio", { name: "Hidden" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await showDate(page, from);
  await showDate(page, to);
  const expected = ["1", "1", "2", "2", "2", "1", "1"];
  for (const [i, date] of week.entries()) {
    await expect(dayCell(page, date)).toHaveAttribute("data-status", expected[i] ?? "");
  }
  // The day's windows say why: the hidden window at the weekday green fee's price.
  await dayCell(page, tuesday).click();
  await expect(screen.getByRole("cell", { name: "Hidden" })).toBeVisible();
});

test("in Korean and Vietnamese the calendar's headers and legend are translated", async ({ page }) => {
  const { clubId } = await demoClub(page);
  await selectClub(page, clubId);
  await page.goto("/price-schedule");
  const screen = remoteContainer(page, "mf-schedule");
  await expect(screen.getByRole("columnheader").first()).toHaveText("Sun", { useInnerText: true });

  await page.getByRole("combobox", { name: "Language" }).selectOption("ko");
  await expect(screen.getByRole("columnheader")).toHaveText(["일", "월", "화", "수", "목", "금", "토"], {
    useInnerText: true,
  });
  await expect(screen.getByRole("list", { name: "범례" }).getByRole("listitem")).toHaveText([
    "예정 (공개)",
    "예정 (비공개)",
    "선택됨",
  ]);

  await page.getByRole("combobox", { name: "언어" }).selectOption("vi");
  // Browsers' locale data write Monday as "T2" or "Thứ 2".
  const weekdays = [2, 3, 4, 5, 6, 7].map((n) => new RegExp(`^(T|Thứ )${n}$`));
  await expect(screen.getByRole("columnheader")).toHaveText([/^CN$/, ...weekdays], { useInnerText: true });
  await expect(screen.getByRole("list", { name: "Chú thích" }).getByRole("listitem")).toHaveText([
    "Đã lên lịch (Công khai)",
    "Đã lên lịch (Ẩn)",
    "Đã chọn",
  ]);
  await expect(screen.getByRole("button", { name: "Hôm nay" })).toBeVisible();
});
