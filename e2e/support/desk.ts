import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { timeOfMinutes } from "contracts/domains/common/dates";
import { expect, remoteContainer } from "./platform";
import { origin } from "./ports";
import { api, apiSignIn, owner, signIn } from "./session";

/**
 * The front desk in end-to-end tests: a day put on sale, bookings made through the API as another desk or the
 * club's website would, and desks (browser tabs) on the tee sheet with a marker that a reload would clear.
 */

/** Short per-run names: the sheet shows "<name> · 3 players" cut at 25 characters. */
export const unique = () => `${Date.now().toString(36).slice(-3)}${Math.floor(Math.random() * 100)}`;

export interface Club {
  clubId: string;
  headers: Record<string, string>;
  courseId: string;
  /** The day's tee times on sale, the earliest first. */
  teeTimes: string[];
  party: number;
}

/** The owner's first club, with `date` put on sale from its first tee time to 06:30 (once per test and date). */
export async function sellDay(request: APIRequestContext, date: string): Promise<Club> {
  const { signToken } = await apiSignIn(request, owner.email, owner.password);
  const headers = { authorization: `Bearer ${signToken}` };
  const clubId = (await (await request.get(`${api}/clubs`, { headers })).json()).result.list[0]
    .clubId as string;
  const club = (await (await request.get(`${api}/clubs/${clubId}`, { headers })).json()).result;
  const sold = await request.post(`${api}/clubs/${clubId}/schedules`, {
    headers,
    data: {
      startDate: date,
      endDate: date,
      startTime: club.teeUps[0].firstTeeUp,
      endTime: "06:30",
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      greenFeeId: club.greenFees[0].greenFeeId,
      priceKind: "regular",
      status: "public",
    },
  });
  // A rerun on the same deployment finds the day already on sale.
  expect(sold.ok() || sold.status() === 409, await sold.text()).toBe(true);
  const [h, m] = (club.teeUps[0].firstTeeUp as string).split(":").map(Number);
  const first = (h ?? 0) * 60 + (m ?? 0);
  return {
    clubId,
    headers,
    courseId: club.courses[0].courseId,
    teeTimes: [0, 1].map((i) => timeOfMinutes(first + i * club.teeUps[0].interval)),
    party: club.minPlayers,
  };
}

/** Books a party at one of the day's tee times through the API, as another desk or the club's website would. */
export async function bookThroughApi(
  request: APIRequestContext,
  club: Club,
  date: string,
  name: string,
  slot = 0,
  /** The API to book through: the deployment's, or another instance on its database. */
  base = api,
) {
  const booked = await request.post(`${base}/clubs/${club.clubId}/reservations`, {
    headers: club.headers,
    data: {
      date,
      courseId: club.courseId,
      teeTime: club.teeTimes[slot],
      name,
      phoneCode: "82",
      phoneNumber: "01012345678",
      players: club.party,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

/** The front-desk screen (the mf-reservation remote) of a page: the sheet or the list, with its live notice. */
export const deskScreen = (page: Page) => remoteContainer(page, "mf-reservation");

/** A desk: the page's tab working on the club, on the tee sheet of `date`, with a marker a reload would clear. */
export async function openTeeSheet(page: Page, clubId: string, date: string) {
  await page.evaluate((id) => sessionStorage.setItem("clubId", id), clubId);
  await page.goto("/reservation-table");
  const sheet = deskScreen(page);
  await expect(sheet.getByRole("heading", { level: 1 })).toHaveText("Reservation timetable");
  await sheet.getByLabel("Date").fill(date);
  // The day is open: its free places are offered.
  await expect(sheet.getByRole("button", { name: /^Open Spot/ }).first()).toBeVisible();
  await markPage(page);
  return sheet;
}

/** A second desk: a browser context of its own (its own tab and session), signed in as `account`. */
export async function secondDesk(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: origin("shell") });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

export const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as { liveMarker?: string }).liveMarker = "still this page";
  });
export const expectNoReload = async (page: Page) =>
  expect(await page.evaluate(() => (window as { liveMarker?: string }).liveMarker)).toBe("still this page");
