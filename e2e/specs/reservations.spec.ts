import type { Page } from "@playwright/test";
import { timeOfMinutes } from "contracts/domains/common/dates";
import { expect, remoteContainer, test } from "../support/platform";
import { api, apiSignIn, owner, staff } from "../support/session";

// The demo front desk: an employee whose role holds every reservation action in the owner's first club.
test.use({ signedInAs: staff });

/** A day of its own far ahead, sold 06:00–06:30 on the owner's first demo club, so the run starts on an empty sheet. */
const DATE = "2031-06-10";
/** Days of the same month sold at their first tee time only, booked to show each rate colour (spec §4). */
const FULL = "2031-06-12";
const HALF = "2031-06-13";
const SOME = "2031-06-14";
const NONE = "2031-06-20";

const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The owner's first club, chosen in this tab; `sellDate` puts DATE on sale (once per run: the tests run side by side). */
async function setUp(page: Page, sellDate = true) {
  const { signToken } = await apiSignIn(page.request, owner.email, owner.password);
  const headers = { authorization: `Bearer ${signToken}` };
  const clubs = await (await page.request.get(`${api}/clubs`, { headers })).json();
  const clubId = clubs.result.list[0].clubId as string;
  const club = (await (await page.request.get(`${api}/clubs/${clubId}`, { headers })).json()).result;
  const added =
    !sellDate ||
    (await page.request.post(`${api}/clubs/${clubId}/schedules`, {
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
    }));
  expect(added === true || added.ok()).toBe(true);
  await page.evaluate((id) => sessionStorage.setItem("clubId", id), clubId);
  const first = minutesOf(club.teeUps[0].firstTeeUp);
  const third = timeOfMinutes(first + 2 * club.teeUps[0].interval);
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
  // Booking, a refusal, a move and a cancel in one test: about 40 s alone, close to a minute on a busy machine.
  test.setTimeout(120_000);
  const { clubId, headers, courseId, first, third } = await setUp(page);
  await page.goto("/reservation-table");
  const table = remoteContainer(page, "mf-reservation");
  await table.getByLabel("Date").fill(DATE);
  await table.getByRole("button", { name: "Open Spot (4 places)" }).first().click();

  await expect(page).toHaveURL(/\/offline-reservation/);
  // The form opens on the chosen spot, offered with its places.
  const teeTime = table.getByRole("combobox", { name: "Tee time", exact: true });
  await expect(teeTime).toHaveText(new RegExp(`^${first} · `));
  await table.getByLabel("Name").fill("남궁하린");
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
  await expect(table.getByLabel("Name")).toHaveValue("남궁하린");

  // The form offers what is left once it has heard the time is full.
  await teeTime.click();
  await expect(table.getByRole("option", { name: `${first} · ` })).toHaveCount(0);
  await table.getByRole("option").first().click();
  await table.getByRole("button", { name: "Book" }).click();
  await expect(page).toHaveURL(/\/reservation-detail/);
  await expect(table.getByTestId("reservation-status")).toHaveText("Reserved");

  // From the list, as the desk finds a booking again later: its dates are outside the list's default window.
  await page.goto("/reservation");
  await table.getByLabel("From").fill(DATE);
  await table.getByLabel("Search").fill("남궁하린");
  await table.getByRole("button", { name: "남궁하린" }).click();
  await expect(page).toHaveURL(/\/reservation-detail\?id=/);
  await expect(table.getByTestId("reservation-status")).toHaveText("Reserved");

  await table.getByRole("combobox", { name: "Tee time" }).click();
  await table.getByRole("option", { name: `${third} · ` }).click();
  await table.getByRole("button", { name: "Move" }).click();
  await expect(table.getByTestId("reservation-tee-time")).toHaveText(third);

  await table.getByRole("button", { name: "Request cancellation" }).click();
  await expect(table.getByTestId("reservation-status")).toHaveText("Cancel pending");
  await table.getByRole("button", { name: "Cancel reservation" }).click();
  // Freeing the places is asked about first.
  await expect(page.getByRole("dialog")).toContainText("Cancel the reservation of 남궁하린");
  await page.getByRole("button", { name: "Yes" }).click();
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

test("the rate calendar colours each day by how full it is, and the list opens a booking's detail", async ({
  page,
}) => {
  const { clubId, headers } = await setUp(page, false);
  const club = (await (await page.request.get(`${api}/clubs/${clubId}`, { headers })).json()).result;
  const first = club.teeUps[0].firstTeeUp as string;
  const sold = await page.request.post(`${api}/clubs/${clubId}/schedules`, {
    headers,
    data: {
      startDate: FULL,
      endDate: SOME,
      startTime: first,
      endTime: timeOfMinutes(minutesOf(first) + club.teeUps[0].interval),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      greenFeeId: club.greenFees[0].greenFeeId,
      priceKind: "regular",
      status: "public",
    },
  });
  expect(sold.ok()).toBe(true);
  // One tee time on each course (3 × 4 places on the demo club, whose parties are 3 or more): every place on
  // FULL, two parties on HALF (50%), one on SOME (25%).
  const courses = club.courses as { courseId: string }[];
  const party = club.minPlayers as number;
  const plan: [string, number[]][] = [
    [FULL, courses.map(() => 4)],
    [HALF, [party, party]],
    [SOME, [party]],
  ];
  for (const [date, sizes] of plan) {
    for (const [i, players] of sizes.entries()) {
      const booked = await page.request.post(`${api}/clubs/${clubId}/reservations`, {
        headers,
        data: {
          date,
          courseId: courses[i]?.courseId,
          teeTime: first,
          name: `Rate ${date}`,
          phoneCode: "82",
          phoneNumber: "01012345678",
          players,
        },
      });
      expect(booked.status()).toBe(201);
    }
  }

  await page.goto("/reservation-table");
  const screen = remoteContainer(page, "mf-reservation");
  await screen.getByLabel("Date").fill(FULL);
  const calendar = screen.getByRole("region", { name: "Reservation rates" });
  const colourOf = (date: string) =>
    calendar
      .getByRole("button", { name: new RegExp(`^${date}:`) })
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
  // Spec §4: ≥ 80% red, ≥ 40% orange, > 0 green, nothing booked white.
  await expect.poll(() => colourOf(FULL)).toBe("rgb(244, 163, 163)");
  await expect.poll(() => colourOf(HALF)).toBe("rgb(255, 212, 138)");
  await expect.poll(() => colourOf(SOME)).toBe("rgb(191, 227, 192)");
  await expect.poll(() => colourOf(NONE)).toBe("rgb(255, 255, 255)");

  // The list: a search finds the booking, its row opens the detail, which a reload keeps.
  await page.goto("/reservation");
  await screen.getByLabel("From").fill(SOME);
  await screen.getByLabel("Search").fill(`Rate ${SOME}`);
  await screen.getByRole("button", { name: `Rate ${SOME}` }).click();
  await expect(page).toHaveURL(/\/reservation-detail\?id=[0-9a-f]{24}/);
  await expect(screen.getByText(`Rate ${SOME}`, { exact: true })).toBeVisible();
  await page.reload();
  await expect(screen.getByText(`Rate ${SOME}`, { exact: true })).toBeVisible();
  await expect(screen.getByTestId("reservation-status")).toHaveText("Reserved");
});

test("the timetable and the paged list lead to each other", async ({ page }) => {
  await setUp(page, false);
  await page.goto("/reservation-table");
  const remote = remoteContainer(page, "mf-reservation");
  await remote.getByRole("button", { name: "Reservations", exact: true }).click();
  await expect(page).toHaveURL(/\/reservation$/);
  await expect(remote.getByRole("heading", { level: 1, name: "Reservations" })).toBeVisible();
  await remote.getByRole("button", { name: "Reservation timetable" }).click();
  await expect(page).toHaveURL(/\/reservation-table$/);
  await expect(remote.getByRole("heading", { level: 1, name: "Reservation timetable" })).toBeVisible();
});
