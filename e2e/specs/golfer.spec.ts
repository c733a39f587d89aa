import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { addDays } from "contracts/domains/common/dates";
import { deskScreen, expectNoReload, markPage, unique } from "../support/desk";
import { expect, test } from "../support/platform";
import { origin } from "../support/ports";
import { api, apiSignIn, owner, staff } from "../support/session";

/**
 * The golfers' side on a phone-sized window, with the desk watching: a golfer books on the club's page and
 * confirms by the mailed link; the time fills up; a second golfer joins the waitlist for it and confirms their place;
 * the first golfer cancels by their link; the waitlist offers the freed places to the second golfer (the API's run,
 * every 15 s), who takes them by the offer's link. The desk's tee sheet shows each step without a reload.
 */

test.use({ signedInAs: staff });
/** A generous wait: an offer comes with the waitlist's next run (15 s) and a page's next read (30 s). */
const SLOW = { timeout: 75_000 };

interface Sale {
  clubId: string;
  /** The party each golfer books or waits for: two, or the club's smallest party. */
  party: number;
  /** The club's smallest party: fewer places left on a time can be booked by nobody. */
  minPlayers: number;
  headers: Record<string, string>;
  date: string;
  teeTime: string;
  courses: string[];
}

/** A date and tee time open online with every place free on the owner's first club; offers go out day and night. */
async function freeTime(request: APIRequestContext): Promise<Sale> {
  const { signToken } = await apiSignIn(request, owner.email, owner.password);
  const headers = { authorization: `Bearer ${signToken}` };
  const clubId = (await (await request.get(`${api}/clubs`, { headers })).json()).result.list[0]
    .clubId as string;
  const settingsUrl = `${api}/clubs/${clubId}/reservations/settings`;
  const settings = (await (await request.get(settingsUrl, { headers })).json()).result;
  // The test runs at any hour: the club's contact hours are the whole day.
  const put = await request.put(settingsUrl, {
    headers,
    data: { ...settings, contactHours: { from: "00:00", to: "23:59" } },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const club = (await (await request.get(`${api}/public/clubs/${clubId}`)).json()).result;
  const today = club.today as string;
  const party = Math.max(2, club.minPlayers as number);
  for (let ahead = 8; ahead < 28; ahead++) {
    const date = addDays(today, ahead);
    const open = (await (await request.get(`${api}/public/clubs/${clubId}/availability?date=${date}`)).json())
      .result as { courses: { courseId: string; teeTimes: { teeTime: string; placesLeft: number }[] }[] };
    const courses = open.courses.map((course) => course.courseId);
    // A time wholly free on every course (so the waitlist's party can only be offered the one freed below).
    const times = open.courses[0]?.teeTimes
      .filter((time) => time.placesLeft === 4)
      .map((time) => time.teeTime);
    const teeTime = times
      ?.reverse()
      .find((time) =>
        open.courses.every((course) => course.teeTimes.some((t) => t.teeTime === time && t.placesLeft === 4)),
      );
    if (teeTime)
      return { clubId, party, minPlayers: club.minPlayers as number, headers, date, teeTime, courses };
  }
  throw new Error("no tee time wholly free online in the coming weeks");
}

/** The desk books `players` at the sale's time on a course, as a phone caller would. */
async function deskBooks(request: APIRequestContext, sale: Sale, courseId: string, players: number) {
  const booked = await request.post(`${api}/clubs/${sale.clubId}/reservations`, {
    headers: sale.headers,
    data: {
      date: sale.date,
      courseId,
      teeTime: sale.teeTime,
      name: "Phone Caller",
      phoneCode: "82",
      phoneNumber: "01055556666",
      players,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

/** The newest mailed link to `email` whose address contains `path`. */
async function mailedLink(request: APIRequestContext, email: string, path: string) {
  let link = "";
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${api}/dev/outbox`, { params: { to: email } })).json()).result
        .list as { link: string }[];
      link = mails.find((mail) => mail.link.includes(path))?.link ?? "";
      return link;
    }, SLOW)
    .toBeTruthy();
  return link;
}

/** A golfer's phone: a browser context of its own, signed in to nothing. */
async function golferPhone(browser: Browser) {
  const context = await browser.newContext({
    baseURL: origin("shell"),
    viewport: { width: 390, height: 844 },
  });
  return { context, page: await context.newPage() };
}

const bookingPage = (page: Page) => page.locator('[id="single-spa-application:mf-booking"]');

test("a golfer books on the club's page, a second waits for the full time, the first cancels and the second takes the freed places", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const sale = await freeTime(page.request);
  // Each golfer's own phone and email: a guest's live holds are limited by either.
  const phone = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const first = { name: `Kim ${unique()}`, email: `golfer-a-${unique()}@example.com`, phone: phone() };
  const second = { name: `Lee ${unique()}`, email: `golfer-b-${unique()}@example.com`, phone: phone() };

  // The desk watches the day.
  await page.evaluate((id) => sessionStorage.setItem("clubId", id), sale.clubId);
  await page.goto("/reservation-table");
  const desk = deskScreen(page);
  await desk.getByLabel("Date").fill(sale.date);
  await expect(desk.getByRole("button", { name: /^Open Spot/ }).first()).toBeVisible();
  await markPage(page);

  const a = await golferPhone(browser);
  const b = await golferPhone(browser);
  try {
    // The first golfer books a party on the club's page and confirms by the mailed link.
    await a.page.goto(`/book?club=${sale.clubId}`);
    const booking = bookingPage(a.page);
    await booking.getByLabel("Date").fill(sale.date);
    await booking.getByRole("combobox", { name: /^Players/ }).click();
    await a.page.getByRole("option", { name: `${sale.party} players` }).click();
    await booking
      .getByRole("button", { name: new RegExp(`^${sale.teeTime}`) })
      .first()
      .click();
    await booking.getByRole("textbox", { name: /^Name/ }).fill(first.name);
    await booking.getByRole("textbox", { name: /^Phone number/ }).fill(first.phone);
    await booking.getByRole("textbox", { name: /^Email/ }).fill(first.email);
    await booking.getByRole("button", { name: "Book" }).click();
    await expect(booking.getByRole("heading", { level: 1, name: "Your places are held" })).toBeVisible();
    await expect(desk.getByRole("button", { name: new RegExp(`^${first.name}`) })).toBeVisible(SLOW);
    await a.page.goto(await mailedLink(page.request, first.email, "/booking-confirm?token="));
    await bookingPage(a.page).getByRole("button", { name: "Confirm booking" }).click();
    await expect(
      bookingPage(a.page).getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
    ).toBeVisible();

    // The time fills up at the desk, on every course (places fewer than the club's smallest party stay: nobody
    // can book them).
    for (const [index, courseId] of sale.courses.entries()) {
      const rest = index ? 4 : 4 - sale.party;
      if (rest >= sale.minPlayers) await deskBooks(page.request, sale, courseId, rest);
    }

    // The second golfer joins the waitlist for that time and confirms their place.
    await b.page.goto(`/book?club=${sale.clubId}`);
    const waitPage = bookingPage(b.page);
    await waitPage.getByLabel("Date").fill(sale.date);
    await waitPage.getByRole("combobox", { name: /^Players/ }).click();
    await b.page.getByRole("option", { name: `${sale.party} players` }).click();
    await waitPage.getByRole("button", { name: "Join the waitlist" }).click();
    await waitPage.getByLabel(/^Earliest tee time/).fill(sale.teeTime);
    await waitPage.getByLabel(/^Latest tee time/).fill(sale.teeTime);
    await waitPage.getByRole("textbox", { name: /^Name/ }).fill(second.name);
    await waitPage.getByRole("textbox", { name: /^Phone number/ }).fill(second.phone);
    await waitPage.getByRole("textbox", { name: /^Email/ }).fill(second.email);
    await waitPage.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(
      waitPage.getByText(`We have sent a link to ${second.email}.`, { exact: false }),
    ).toBeVisible();
    await b.page.goto(await mailedLink(page.request, second.email, "/waitlist?token="));
    await bookingPage(b.page).getByRole("button", { name: "Confirm my place" }).click();
    await expect(bookingPage(b.page).getByText("You are number 1 in line.", { exact: false })).toBeVisible();
    // The desk's waitlist beside the sheet shows them first in line, with their phone, without a reload.
    const line = desk.getByTestId("desk-waitlist");
    const waiting = line.getByTestId("waitlist-entry").filter({ hasText: second.name });
    await expect(waiting).toContainText(`No. 1 · ${second.name}`, SLOW);
    await expect(waiting).toContainText("Waiting");

    // The first golfer cancels by their link: the places free up, on the desk's sheet too.
    await a.page.goto(await mailedLink(page.request, first.email, "/booking-confirm?token="));
    await bookingPage(a.page).getByRole("button", { name: "Cancel my booking" }).click();
    await a.page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(
      bookingPage(a.page).getByText(
        "Your booking is cancelled and its places were released for other golfers.",
      ),
    ).toBeVisible();
    await expect(desk.getByRole("button", { name: new RegExp(`^${first.name}`) })).toHaveCount(0, SLOW);

    // The waitlist offers them to the second golfer: their page says so, the desk's sheet shows the held party.
    await expect(
      bookingPage(b.page).getByRole("heading", { level: 1, name: "A tee time is free for you" }),
    ).toBeVisible(SLOW);
    await expect(desk.getByRole("button", { name: new RegExp(`^${second.name}`) })).toBeVisible(SLOW);
    await expect(waiting).toContainText("Offered", SLOW);
    // Taken by the offer's link, whose page words it as an offer.
    await b.page.goto(await mailedLink(page.request, second.email, "/booking-confirm?token="));
    await expect(
      bookingPage(b.page).getByRole("heading", { level: 1, name: "A place opened up for you" }),
    ).toBeVisible();
    await bookingPage(b.page).getByRole("button", { name: "Take it" }).click();
    await expect(
      bookingPage(b.page).getByRole("heading", { level: 1, name: "Your booking is confirmed" }),
    ).toBeVisible();
    await expectNoReload(page);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
