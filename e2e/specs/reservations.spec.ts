import type { Page } from "@playwright/test";
import { expect, remoteContainer, test } from "../support/platform";
import { api, apiSignIn, owner, staff } from "../support/session";

// The demo front desk: an employee whose role holds every reservation action in the owner's first club.
test.use({ signedInAs: staff });

/** A day of its own far ahead, sold 06:00–06:30 on the owner's first demo club, so the run starts on an empty sheet. */
const DATE = "2031-06-10";

async function setUp(page: Page) {
  const { signToken } = await apiSignIn(page.request, owner.email, owner.password);
  const headers = { authorization: `Bearer ${signToken}` };
  const clubs = await (await page.request.get(`${api}/clubs`, { headers })).json();
  const clubId = clubs.result.list[0].clubId as string;
  const club = (await (await page.request.get(`${api}/clubs/${clubId}`, { headers })).json()).result;
  const added = await page.request.post(`${api}/clubs/${clubId}/schedules`, {
    headers,
    data: {
      startDate: DATE,
      endDate: DATE,
      startTime: club.teeUps[0].firstTeeUp,
      endTime: "06:30",
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      greenFeeId: club.greenFees[0].greenFeeId,
      priceKind: "regular",
      status: "public",
    },
  });
  expect(added.ok()).toBe(true);
  await page.evaluate((id) => sessionStorage.setItem("clubId", id), clubId);
  const [h, m] = (club.teeUps[0].firstTeeUp as string).split(":").map(Number);
  const later = (h ?? 0) * 60 + (m ?? 0) + 2 * club.teeUps[0].interval;
  const third = `${String(Math.floor(later / 60)).padStart(2, "0")}:${String(later % 60).padStart(2, "0")}`;
  return {
    clubId,
    headers,
    courseId: club.courses[0].courseId as string,
    first: club.teeUps[0].firstTeeUp,
    third,
  };
}

test("books offline from an open spot, is told when the time fills meanwhile, moves and cancels", async ({
  page,
}) => {
  const { clubId, headers, courseId, first, third } = await setUp(page);
  await page.goto("/reservation-table");
  const table = remoteContainer(page, "mf-reservation");
  await table.getByLabel("Date").fill(DATE);
  await table.getByRole("button", { name: "Open Spot (4 places)" }).first().click();

  await expect(page).toHaveURL(/\/offline-reservation/);
  await table.getByLabel("Name").fill("김민준");
  await table.getByLabel("Phone").fill("01012345678");
  // Someone at another desk takes the last places of that time while this form is open.
  const other = await page.request.post(`${api}/clubs/${clubId}/reservations`, {
    headers,
    data: {
      date: DATE,
      courseId,
      teeTime: first,
      name: "Nguyễn Văn An",
      phoneCode: "84",
      phoneNumber: "0901234567",
      players: 4,
    },
  });
  expect(other.status()).toBe(201);
  await table.getByRole("button", { name: "Book" }).click();
  await expect(table.getByRole("alert")).toContainText("no room left");
  await expect(table.getByLabel("Name")).toHaveValue("김민준");

  // The form offers what is left once it has heard the time is full.
  await expect(table.locator("option", { hasText: `${first} (` })).toHaveCount(0);
  await table.getByRole("combobox", { name: "Tee time", exact: true }).selectOption({ index: 1 });
  await table.getByRole("button", { name: "Book" }).click();
  await expect(page).toHaveURL(/\/reservation-detail/);
  await expect(table.getByTestId("reservation-status")).toHaveText("Reserved");

  await table.getByLabel("Tee time").fill(third);
  await table.getByRole("button", { name: "Move" }).click();
  await expect(table.getByText(third, { exact: true })).toBeVisible();

  await table.getByRole("button", { name: "Request cancellation" }).click();
  await expect(table.getByTestId("reservation-status")).toHaveText("Cancel pending");
  await table.getByRole("button", { name: "Cancel" }).click();
  await expect(table.getByTestId("reservation-status")).toHaveText("Cancelled");

  await page.goto("/reservation-table");
  await table.getByLabel("Date").fill(DATE);
  await expect(table.getByText("Nguyễn Văn An", { exact: false })).toBeVisible();
  await expect(table.getByRole("button", { name: "Open Spot (4 places)" }).first()).toBeVisible();

  // The same screens in Korean and Vietnamese.
  for (const [lng, title, open] of [
    ["ko", "예약 타임테이블", "빈 자리"],
    ["vi", "Lịch đặt sân theo giờ", "Còn trống"],
  ] as const) {
    await page.goto(`/reservation-table?lng=${lng}`);
    await expect(table.getByRole("heading", { level: 1 })).toHaveText(title);
    await table.locator("input[type=date]").first().fill(DATE);
    await expect(table.getByRole("button", { name: new RegExp(open) }).first()).toBeVisible();
  }
});
