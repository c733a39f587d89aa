import type { APIRequestContext } from "@playwright/test";
import { addDays } from "contracts/domains/common/dates";
import { smallestParty } from "contracts/domains/reservations/tee-times";
// The same registry `npm start` uses.
import { remotes } from "../../scripts/rspack/apps.mjs";
import { expect, remoteContainer, test } from "../support/platform";
import { api, apiSignIn, owner } from "../support/session";
import {
  contentsOf,
  freePort,
  registryNames,
  registryOf,
  shellBuild,
  startShell,
  stop,
} from "../support/shell-release";

/**
 * The golfers' pages (mf-booking) join the platform the way the dashboard did: by the registry alone. Their routes are
 * public full-page routes with no menu entry, so the proof is the club's booking page itself, signed out: nobody's
 * path before, the club's page after a restart of the shell's server alone, on the shell's build as it was.
 */

interface ClubPage {
  clubId: string;
  name: string;
  /** A date open online with a tee time that has room for the page's first party size, and that time. */
  date: string;
  teeTime: string;
}

/** The demo owner's first club as golfers see it, and a date of its online window with a time open for its party. */
async function clubPage(request: APIRequestContext): Promise<ClubPage> {
  const { signToken } = await apiSignIn(request, owner.email, owner.password);
  const headers = { authorization: `Bearer ${signToken}` };
  const clubId = (await (await request.get(`${api}/clubs`, { headers })).json()).result.list[0]
    .clubId as string;
  const club = (await (await request.get(`${api}/public/clubs/${clubId}`)).json()).result;
  const party = Math.max(1, smallestParty(club));
  for (let date = club.firstOnlineDate as string; date <= club.lastOnlineDate; date = addDays(date, 1)) {
    const open = (await (await request.get(`${api}/public/clubs/${clubId}/availability?date=${date}`)).json())
      .result as { courses: { teeTimes: { teeTime: string; placesLeft: number }[] }[] };
    const time = open.courses[0]?.teeTimes.find((each) => each.placesLeft >= party);
    if (time) return { clubId, name: club.name, date, teeTime: time.teeTime };
  }
  throw new Error("no tee time open online in the club's booking window");
}

test("the golfers' pages are a registry entry: the club's booking page appears after a restart of the shell's server alone", async ({
  page,
  request,
  requestLog,
}) => {
  test.setTimeout(90_000);
  const club = await clubPage(request);
  const before = contentsOf(shellBuild);
  const port = await freePort();
  const shell = `http://localhost:${port}`;
  const bookingPage = `${shell}/book?club=${club.clubId}`;
  let server = await startShell(
    port,
    remotes.filter((remote) => remote.dir !== "mf-booking"),
  );
  try {
    // Without mf-booking in the registry, a golfer (signed out) following the club's link gets the platform's
    // not-found: the path is nobody's, and nothing of the booking page is fetched or shown.
    expect(await registryNames(shell)).not.toContain("mf-booking");
    await page.goto(bookingPage);
    await expect(page).toHaveURL(`${shell}/error`);
    await expect(page.getByTestId("error-screen")).toBeVisible();
    await expect(remoteContainer(page, "mf-booking")).toHaveCount(0);
    await expect(page.getByText(club.name)).toHaveCount(0);
    expect(requestLog.fromOrigin("mf-booking")).toEqual([]);

    // The registry gains mf-booking; only the shell's server restarts, on its build as it was.
    await stop(server);
    server = await startShell(port, remotes);
    const entry = (await registryOf(shell))["mf-booking"];
    // Public full-page routes and no menu entry: a golfer arrives by the club's link, never by the shell's menu.
    expect(entry?.menu ?? []).toEqual([]);
    for (const route of entry?.routes ?? []) expect(route).toMatchObject({ public: true, fullPage: true });
    expect(entry?.routes.map((route) => route.path)).toContain("/book");
    await page.goto(bookingPage);
    await expect(page).toHaveURL(bookingPage);
    const booking = remoteContainer(page, "mf-booking");
    await expect(booking.getByRole("heading", { level: 1, name: "Book a tee time" })).toBeVisible();
    await expect(booking.getByRole("heading", { level: 2, name: club.name })).toBeVisible();
    // A date of the club's online window, and its tee times.
    await booking.getByLabel("Date").fill(club.date);
    await expect(booking.getByLabel("Date")).toHaveValue(club.date);
    await expect(booking.getByRole("button", { name: new RegExp(`^${club.teeTime}`) }).first()).toBeVisible({
      timeout: 20_000,
    });
    // Choosing the time brings the details step, whose code comes from mf-booking's origin when it is needed.
    await booking
      .getByRole("button", { name: new RegExp(`^${club.teeTime}`) })
      .first()
      .click();
    await expect(booking.getByRole("heading", { level: 2, name: "Your details" })).toBeVisible();
    // Still signed out, and still no menu: the golfers' pages are full-page routes of their own.
    await expect(page.getByTestId("side-menu")).toHaveCount(0);
    await expect(page.getByTestId("error-screen")).toHaveCount(0);
    expect(contentsOf(shellBuild)).toEqual(before);
  } finally {
    await page.close();
    await stop(server);
  }
});
