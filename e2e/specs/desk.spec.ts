import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import { type ApiInstance, startApiInstance } from "../../api/src/testing/api-instance";
import { en as sheetEn } from "../../mf-reservation/src/features/tee-sheet/texts/en";
import { ko as sheetKo } from "../../mf-reservation/src/features/tee-sheet/texts/ko";
import { vi as sheetVi } from "../../mf-reservation/src/features/tee-sheet/texts/vi";
import { en as sharedEn } from "../../mf-reservation/src/i18n/shared/en";
import { ko as sharedKo } from "../../mf-reservation/src/i18n/shared/ko";
import { vi as sharedVi } from "../../mf-reservation/src/i18n/shared/vi";
import {
  bookThroughApi,
  deskScreen,
  expectNoReload,
  openTeeSheet,
  secondDesk,
  sellDay,
  unique,
} from "../support/desk";
import { expect, test } from "../support/platform";
import { embeddedMongoPort } from "../support/ports";
import { owner, staff } from "../support/session";

/**
 * The starter's day on the tee sheet (docs/architecture.md "Live updates"): a check-in on one desk shows on another
 * without a reload, a party moves by drag and drop and by the keyboard's "Move to…", and a booking made through
 * another API instance on the same database reaches a desk connected to this one.
 *
 * Each test works on a day of its own far ahead (see live.spec.ts), so they run side by side and again on the
 * same deployment.
 */

test.use({ signedInAs: staff });

/** A generous wait for a change to arrive: the one-second budget is measured by the benchmark, not here. */
const LIVE = { timeout: 15_000 };

/** The sheet's row of a tee time (its row header starts with the time; the current one adds "Now"). */
const rowAt = (sheet: Locator, teeTime: string) =>
  sheet
    .getByRole("row")
    .filter({ has: sheet.page().getByRole("rowheader", { name: new RegExp(`^${teeTime}`) }) });

/** The place of a player, by the name it starts with (the booker's place names the booker). */
const placeOf = (scope: Locator, name: string) => scope.getByRole("button", { name: new RegExp(`^${name}`) });

test("a player checked in at one desk shows checked in on another without a reload, and the check-in is undone", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const date = "2031-07-21";
  const club = await sellDay(page.request, date);
  const name = `In ${unique()}`;
  await bookThroughApi(page.request, club, date, name);
  const deskA = await openTeeSheet(page, club.clubId, date);
  const b = await secondDesk(browser, owner);
  try {
    const deskB = await openTeeSheet(b.page, club.clubId, date);
    await expect(placeOf(deskB, name)).not.toContainText("Checked in");

    await placeOf(deskA, name).click();
    const actions = page.getByRole("dialog");
    await actions.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(actions).toHaveCount(0);
    await expect(placeOf(deskA, name)).toContainText("Checked in");
    await expect(placeOf(deskB, name)).toContainText("Checked in", LIVE);

    // Undone on desk B, it goes on desk A.
    await placeOf(deskB, name).click();
    await b.page.getByRole("dialog").getByRole("button", { name: "Undo check-in" }).click();
    await expect(placeOf(deskA, name)).not.toContainText("Checked in", LIVE);

    await expectNoReload(page);
    await expectNoReload(b.page);
  } finally {
    await b.context.close();
  }
});

test("a party moves by drag and drop onto a free place, and back by the keyboard's Move to…", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const date = "2031-07-22";
  const club = await sellDay(page.request, date);
  const [first, second] = club.teeTimes as [string, string];
  const name = `Mv ${unique()}`;
  await bookThroughApi(page.request, club, date, name);
  const sheet = await openTeeSheet(page, club.clubId, date);
  await expect(placeOf(rowAt(sheet, first), name)).toBeVisible();

  // Dragged onto the next tee time's first free place.
  await placeOf(sheet, name).dragTo(
    rowAt(sheet, second)
      .getByRole("button", { name: /^Open Spot/ })
      .first(),
  );
  await expect(sheet.getByText(new RegExp(`^${name} moved to ${second} · `))).toBeVisible();
  await expect(placeOf(rowAt(sheet, second), name)).toBeVisible();
  await expect(placeOf(rowAt(sheet, first), name)).toHaveCount(0);

  // Back with the keyboard alone: Enter on the place, "Move to…", the first tee time on this course, Save.
  const course = await sheet.getByRole("combobox", { name: "Course" }).textContent();
  await placeOf(sheet, name).focus();
  await page.keyboard.press("Enter");
  const actions = page.getByRole("dialog");
  await actions.getByRole("button", { name: "Move to…" }).focus();
  await page.keyboard.press("Enter");
  await actions.getByRole("combobox", { name: "Tee time" }).focus();
  await page.keyboard.press("ArrowDown");
  const wanted = `${first} · ${course}`;
  const offered = await actions.getByRole("option").allTextContents();
  expect(offered).toContain(wanted);
  await page.keyboard.press("Home");
  for (let i = 0; i < offered.indexOf(wanted); i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(actions.getByRole("combobox", { name: "Tee time" })).toHaveText(wanted);
  await actions.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(actions).toHaveCount(0);
  await expect(placeOf(rowAt(sheet, first), name)).toBeVisible(LIVE);
  await expect(placeOf(rowAt(sheet, second), name)).toHaveCount(0);
  await expectNoReload(page);
});

test("a booking made through another API instance on the same database shows on a desk connected to this one", async ({
  page,
}) => {
  // A second API process starts from scratch beside the deployment's.
  test.setTimeout(150_000);
  const date = "2031-07-23";
  const club = await sellDay(page.request, date);
  const sheet = await openTeeSheet(page, club.clubId, date);
  let other: ApiInstance | undefined;
  try {
    other = await startApiInstance({
      apiDir: join(import.meta.dirname, "../../api"),
      mongoUri: `mongodb://127.0.0.1:${embeddedMongoPort}/?directConnection=true`,
      dbName: "golf",
    });
    const name = `Far ${unique()}`;
    await bookThroughApi(page.request, club, date, name, 0, other.base);
    await expect(placeOf(sheet, name)).toBeVisible(LIVE);
    await expectNoReload(page);
  } finally {
    other?.child.kill("SIGTERM");
  }
});

/** The desk's words in each language, as the remote has them (its dialog's buttons are found by them). */
const words = {
  en: { desk: sheetEn.desk, shared: sharedEn },
  ko: { desk: sheetKo.desk, shared: sharedKo },
  vi: { desk: sheetVi.desk, shared: sharedVi },
};

for (const [index, lng] of (["en", "ko", "vi"] as const).entries()) {
  test(`a place's actions and each of its forms have no serious accessibility violation (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const date = `2031-07-${24 + index}`;
    const club = await sellDay(page.request, date);
    const name = `Ax ${unique()}`;
    await bookThroughApi(page.request, club, date, name);
    await page.evaluate((id) => sessionStorage.setItem("clubId", id), club.clubId);
    await page.goto(`/reservation-table?lng=${lng}`);
    const sheet = deskScreen(page);
    await sheet.locator('input[type="date"]').fill(date);
    await placeOf(sheet, name).click();
    const dialog = page.getByRole("dialog");
    const { desk, shared } = words[lng];
    const violations: string[] = [];
    const scan = async (what: string) => {
      await expect(dialog).toBeVisible();
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      for (const v of results.violations)
        if (v.impact === "serious" || v.impact === "critical") violations.push(`${what}: ${v.id} ${v.help}`);
    };
    await scan("actions");
    for (const [opens, what] of [
      [desk.takePayment, "payment"],
      [desk.party, "players, cart and caddie"],
      [desk.move, "move"],
      [desk.namePlayers, "names"],
      // A reserved booking is cancelled in two steps: cancel pending first (the status table).
      [shared.actions.cancelPending, "cancel"],
    ] as const) {
      await dialog.getByRole("button", { name: opens, exact: true }).click();
      await scan(what);
      // Back to the actions: each form's Cancel, the confirmation's No.
      await dialog
        .getByRole("button", { name: what === "cancel" ? desk.no : desk.cancel, exact: true })
        .click();
    }
    expect(violations, violations.join("\n")).toEqual([]);
  });
}
