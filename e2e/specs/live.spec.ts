import {
  bookThroughApi,
  deskScreen,
  expectNoReload,
  markPage,
  openTeeSheet,
  secondDesk,
  sellDay,
  unique,
} from "../support/desk";
import { expect, test } from "../support/platform";
import { owner, staff } from "../support/session";

/**
 * Live updates at the front desk (docs/architecture.md "Live updates"): a booking made anywhere shows on every open
 * tee sheet and reservation list of the club without a reload, and a desk that lost its connection says so, then
 * catches up by itself once it is back.
 *
 * Nothing here reloads a page after the booking is made, and each screen is read only through what a person sees
 * (the booker's name, headings, the "Reconnecting…" status), not the sheet's markup. So each assertion fails when
 * the live channel does not work: the sheet and the list read the club's bookings once when they open, and without
 * the channel (`useClubLive` not mounted, the stream refused or never parsed) nothing reads them again, so a name
 * booked after the screen opened never appears within the wait. The marker set on `window` before the booking
 * proves the name did not come from a reload or a full navigation, which would clear it.
 *
 * Each test works on a day of its own far ahead, sold for the first tee times only, so the tests run side by side
 * (and again on the same deployment) without touching each other's sheets or the other specs' days.
 */

// The demo front desk: an employee whose role holds every reservation action in the owner's first club.
test.use({ signedInAs: staff });

/** A generous wait for a change to arrive: the one-second budget is measured by the benchmark, not here. */
const LIVE = { timeout: 15_000 };

test("a booking made through the API or at one desk shows on every open tee sheet without a reload", async ({
  page,
  browser,
}) => {
  // Two desks, each signed in and opened from scratch, on a machine shared with other builds.
  test.setTimeout(90_000);
  const date = "2031-07-15";
  const club = await sellDay(page.request, date);
  // Desk A is the front desk (staff), desk B the owner, in another browser context.
  const deskA = await openTeeSheet(page, club.clubId, date);
  const b = await secondDesk(browser, owner);
  try {
    const deskB = await openTeeSheet(b.page, club.clubId, date);

    const fromApi = `Live ${unique()}`;
    await expect(deskA.getByText(fromApi)).toHaveCount(0);
    await bookThroughApi(page.request, club, date, fromApi);
    await expect(deskA.getByText(fromApi)).toBeVisible(LIVE);
    await expect(deskB.getByText(fromApi)).toBeVisible(LIVE);

    // Desk A books a walk-in through its own form, on a time still wholly free; desk B, which did nothing, sees it
    // come in.
    const atDesk = `Desk ${unique()}`;
    await deskA.getByRole("button", { name: "Open Spot (4 places)" }).first().click();
    await expect(page).toHaveURL(/\/offline-reservation/);
    await deskA.getByLabel("Name").fill(atDesk);
    await deskA.getByLabel("Phone").fill("01012345678");
    await deskA.getByRole("button", { name: "Book" }).click();
    await expect(page).toHaveURL(/\/reservation-detail/);
    await expect(deskB.getByText(atDesk)).toBeVisible(LIVE);
    await expect(deskB.getByText(fromApi)).toBeVisible();

    // Desk A moved between screens inside the app, desk B not at all: neither page was loaded again.
    await expectNoReload(page);
    await expectNoReload(b.page);
  } finally {
    await b.context.close();
  }
});

test("a desk that went offline says it is reconnecting, then catches up on what it missed", async ({
  page,
  context,
}) => {
  // Ten seconds offline on top of the desk's set-up.
  test.setTimeout(90_000);
  const date = "2031-07-16";
  const club = await sellDay(page.request, date);
  const sheet = await openTeeSheet(page, club.clubId, date);
  const notice = sheet.getByRole("status").filter({ hasText: "Reconnecting…" });
  // Connected: no notice.
  await expect(notice).toHaveCount(0);

  await context.setOffline(true);
  try {
    await expect(notice).toBeVisible(LIVE);
    // Booked elsewhere (the test's own API client is not the browser, so it is not offline) while this desk is cut off.
    const missed = `Gone ${unique()}`;
    await bookThroughApi(page.request, club, date, missed);
    // Offline for about ten seconds: the desk is behind meanwhile and keeps saying so.
    await page.waitForTimeout(10_000);
    await expect(notice).toBeVisible();
    await expect(sheet.getByText(missed)).toHaveCount(0);

    // Back online, the stream opens again from the last event it saw (Last-Event-ID), the server sends what it
    // missed, and the sheet reads the day again by itself; the notice goes once the stream is open.
    const resumed = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname.endsWith(`/clubs/${club.clubId}/live`) &&
        Boolean(res.request().headers()["last-event-id"]) &&
        res.status() === 200,
      LIVE,
    );
    await context.setOffline(false);
    await resumed;
    await expect(sheet.getByText(missed)).toBeVisible(LIVE);
    await expect(notice).toHaveCount(0, LIVE);
    // The browser coming online also makes the open screen read its data again, which alone would show `missed`:
    // a booking made after that proves the desk is following live again, not only refreshed once.
    const after = `Back ${unique()}`;
    await bookThroughApi(page.request, club, date, after, 1);
    await expect(sheet.getByText(after)).toBeVisible(LIVE);
  } finally {
    await context.setOffline(false);
  }
  await expectNoReload(page);
});

test("the reservation list follows a booking made through the API without a reload", async ({ page }) => {
  const date = "2031-07-17";
  const club = await sellDay(page.request, date);
  await page.evaluate((id) => sessionStorage.setItem("clubId", id), club.clubId);
  await page.goto("/reservation");
  const list = deskScreen(page);
  await expect(list.getByRole("heading", { level: 1 })).toHaveText("Reservations");
  // The list opens on the club's today and the days after it; the day under test is far ahead, so it is chosen,
  // and the search narrows the list to this run's booking, which does not exist yet.
  const name = `List ${unique()}`;
  await list.getByLabel("From").fill(date);
  await list.getByLabel("Search").fill(name);
  await expect(list.getByText("No reservation", { exact: false })).toBeVisible();
  await markPage(page);

  await bookThroughApi(page.request, club, date, name);
  await expect(list.getByRole("button", { name })).toBeVisible(LIVE);
  await expectNoReload(page);
});
