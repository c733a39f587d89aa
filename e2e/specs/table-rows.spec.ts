import { expect, test } from "../support/platform";
import { owner, signIn } from "../support/session";

/**
 * Spec §9: the paged tables draw 44 px rows. Measured in the browser on lists whose rows carry text, dates, badges
 * and the row's buttons, in each language (a Korean or Vietnamese label must not make a row taller either).
 */
const lists = ["/customer-list", "/membership-tiers", "/staff", "/setting-role"];

for (const lng of ["en", "ko", "vi"]) {
  test(`the paged tables' rows are 44 px high (${lng})`, async ({ page }) => {
    // Four lists in one test: a busy machine needs more than a minute.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const session = await signIn(page, owner);
    await page.evaluate(
      (id) => sessionStorage.setItem("clubId", id),
      Object.keys(session.userPermissions)[0] ?? "",
    );
    for (const path of lists) {
      await page.goto(`${path}?lng=${lng}`);
      const rows = page.locator("main table tbody tr");
      // A busy machine may take a while to answer the list.
      await expect(rows.first().locator("td").nth(1), path).toBeVisible({ timeout: 30_000 });
      const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
      expect(heights.length, path).toBeGreaterThan(0);
      expect(
        heights.map((height) => Math.round(height)),
        path,
      ).toEqual(heights.map(() => 44));
    }
  });
}
