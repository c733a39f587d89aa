import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { wallClockIn } from "contracts/domains/common/dates";
import { releaseTimes } from "contracts/domains/releases/schedule";
import { deskScreen, expectNoReload, markPage, unique } from "../support/desk";
import { expect, test } from "../support/platform";
import { origin } from "../support/ports";
import { api, apiSignIn, owner } from "../support/session";

/**
 * A fair release end to end, on the owner's second club (the other specs book on the first, so its window stays
 * theirs): the owner sets the release a couple of minutes ahead on the club's clock; a golfer on a phone joins the
 * line on the booking page with the mailed code, waits for the draw, gets the turn and books the released day,
 * confirmed at once; the owner's tee sheet of that day shows the booking without a reload.
 */

test.use({ signedInAs: owner });

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

interface Release {
  clubId: string;
  settingsUrl: string;
  headers: Record<string, string>;
  settings: Record<string, unknown>;
  date: string;
  at: string;
}

/** Sets the second club's release two to three minutes ahead on its own clock; the released day is the last one. */
async function releaseSoon(request: APIRequestContext): Promise<Release> {
  const { signToken } = await apiSignIn(request, owner.email, owner.password);
  const headers = { authorization: `Bearer ${signToken}` };
  const clubId = (await (await request.get(`${api}/clubs`, { headers })).json()).result.list[1]
    .clubId as string;
  const club = (await (await request.get(`${api}/public/clubs/${clubId}`)).json()).result;
  const settingsUrl = `${api}/clubs/${clubId}/reservations/settings`;
  const settings = (await (await request.get(settingsUrl, { headers })).json()).result;
  const now = new Date();
  const { minutes } = wallClockIn(club.timeZone as string, now);
  const at = timeOf((minutes + 3) % (24 * 60));
  const rule = { at, turnMinutes: 3, atOnce: 1, maxBookings: 1, maxPlayers: 4 };
  // 20 days ahead: a day the demo data sells online (its members' days are hidden).
  const onlineDaysAhead = 20;
  // The day it opens, by the contract's own schedule (across the club's midnight too).
  const next = releaseTimes(club.timeZone as string, now, onlineDaysAhead, rule).next;
  const put = await request.put(settingsUrl, {
    headers,
    data: { ...settings, onlineDaysAhead, release: rule },
  });
  expect(put.ok(), await put.text()).toBe(true);
  return { clubId, settingsUrl, headers, settings, date: next?.date ?? "", at };
}

/** The 6-digit code the newest release mail to `email` carries. */
async function mailedCode(request: APIRequestContext, email: string) {
  let code = "";
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${api}/dev/outbox`, { params: { to: email } })).json())
          .result.list as { subject: string }[];
        code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1]).find(Boolean) ?? "";
        return code;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return code;
}

async function golferPhone(browser: Browser) {
  const context = await browser.newContext({
    baseURL: origin("shell"),
    viewport: { width: 390, height: 844 },
  });
  return { context, page: await context.newPage() };
}

const bookingPage = (page: Page) => page.locator('[id="single-spa-application:mf-booking"]');

test("a golfer joins a release's line with the mailed code, gets the turn after the draw and books; the desk sees it live", async ({
  page,
  browser,
}) => {
  test.setTimeout(330_000);
  const release = await releaseSoon(page.request);
  const golfer = { name: `Trần ${unique()}`, email: `release-${unique()}@example.com` };
  const phone = await golferPhone(browser);
  try {
    // The owner's desk watches the released day.
    await page.evaluate((id) => sessionStorage.setItem("clubId", id), release.clubId);
    await page.goto("/reservation-table");
    const desk = deskScreen(page);
    await desk.getByLabel("Date").fill(release.date);
    await markPage(page);

    await phone.page.goto(`/book?club=${release.clubId}`);
    const card = bookingPage(phone.page).getByRole("region", { name: /^Tee times for / });
    await expect(card).toContainText(`open at ${release.at}`);
    await card.getByRole("textbox", { name: /^Email/ }).fill(golfer.email);
    await card.getByRole("button", { name: "Join the line" }).click();
    await expect(
      card.getByText(`We have sent a 6-digit code to ${golfer.email}.`, { exact: false }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await card
      .getByRole("textbox", { name: /^Code from the email/ })
      .fill(await mailedCode(page.request, golfer.email));
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(card.getByText(`You are in the line. The draw is at ${release.at}.`)).toBeVisible();

    // The draw at the release time; the only golfer in line has the first turn.
    await expect(card.getByText("It is your turn to book.")).toBeVisible({ timeout: 240_000 });
    await expect(card.getByRole("timer", { name: "Time left in your turn" })).toBeVisible();
    await card.getByRole("combobox", { name: /^Players/ }).click();
    await phone.page.getByRole("option", { name: "2 players" }).click();
    await card
      .getByRole("button", { name: /^\d\d:\d\d/ })
      .first()
      .click();
    await card.getByRole("textbox", { name: /^Name/ }).fill(golfer.name);
    await card.getByRole("textbox", { name: /^Phone number/ }).fill("0907654321");
    await card.getByRole("textbox", { name: /^Email/ }).fill(golfer.email);
    await card.getByRole("button", { name: "Book" }).click();
    await expect(card.getByTestId("booking-reference")).toBeVisible();
    await expect(card.getByText("Reserved")).toBeVisible();

    await expect(desk.getByRole("button", { name: new RegExp(`^${golfer.name}`) })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoReload(page);
  } finally {
    await phone.context.close();
    await page.request.put(release.settingsUrl, {
      headers: release.headers,
      data: { ...release.settings, release: null },
    });
  }
});
