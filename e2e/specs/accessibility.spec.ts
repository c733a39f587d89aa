import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays } from "contracts/domains/common/dates";
import { remotes } from "../../scripts/rspack/apps.mjs";
import { expect, test } from "../support/platform";
import { admin, api, apiSignIn, owner, signIn } from "../support/session";

/**
 * Every route every remote declares, scanned with axe-core in each language: the public ones signed out, the others
 * as the demo owner working on their first club, edit screens on a real item. A serious or critical violation fails
 * the test, naming the route, the rule and the elements. One page load per route and language, in a 1280 px wide
 * window, where no table may hide a column behind its sideways scroll and no row's button may stick out of its row.
 */

interface Route {
  path: string;
  public?: boolean;
}

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

const routes: Route[] = remotes.flatMap(
  (remote) => JSON.parse(readFileSync(join(root, remote.dir, "remote.json"), "utf8")).routes as Route[],
);

const languages = ["en", "ko", "vi"] as const;

/** Client review is the administrators' work: the owner would only see it refused. */
const adminRoutes = new Set(["/client", "/client-profile"]);

/** The ids and tokens the screens open on, read through the API once per worker. */
interface Items {
  clubId: string;
  query: Record<string, string>;
}

async function listOf(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const res = await request.get(`${api}${url}`, { headers });
  expect(res.ok(), url).toBe(true);
  const list = (await res.json()).result.list as Record<string, string>[];
  expect(list.length, `${url} lists something to open`).toBeGreaterThan(0);
  return list[0] as Record<string, string>;
}

/**
 * The scan's guest: one email and phone for every worker of a run, so the booking below is made once, by whichever
 * worker comes first, and the others read its link from the development outbox. (Public bookings are limited per
 * address an hour, which other specs need too.)
 */
const guest = { name: "Lê Minh", email: "a11y-scan@example.com", phoneCode: "84", phoneNumber: "0907654321" };

async function mailedLink(request: APIRequestContext) {
  const res = await request.get(`${api}/dev/outbox`, { params: { to: guest.email } });
  const mails = (await res.json()).result.list as { link: string }[];
  return mails.find((mail) => mail.link.includes("/booking-confirm?token="))?.link ?? "";
}

/** The query of the confirmation link of the guest's online booking, held until confirmed. */
async function holdLink(request: APIRequestContext, clubId: string, today: string) {
  if (!(await mailedLink(request))) await bookOnline(request, clubId, today);
  let link = "";
  await expect.poll(async () => (link = await mailedLink(request))).toBeTruthy();
  return new URL(link).search.slice(1);
}

/** The query of a waitlist entry's link (the scan's guest, once per deployment as the booking above). */
async function waitlistLink(request: APIRequestContext, clubId: string, today: string) {
  const mailed = async () => {
    const res = await request.get(`${api}/dev/outbox`, { params: { to: guest.email } });
    const mails = (await res.json()).result.list as { link: string }[];
    return mails.find((mail) => mail.link.includes("/waitlist?token="))?.link ?? "";
  };
  if (!(await mailed())) {
    const joined = await request.post(`${api}/public/clubs/${clubId}/waitlist`, {
      data: { ...guest, date: addDays(today, 20), from: "07:00", to: "09:00", players: 2 },
    });
    // Another worker joined first: the guest's three entries of the day are taken.
    expect([201, 409], await joined.text()).toContain(joined.status());
  }
  let link = "";
  await expect.poll(async () => (link = await mailed())).toBeTruthy();
  return new URL(link).search.slice(1);
}

async function bookOnline(request: APIRequestContext, clubId: string, today: string) {
  for (let day = 20; day < 27; day++) {
    const date = addDays(today, day);
    const open = (await (await request.get(`${api}/public/clubs/${clubId}/availability?date=${date}`)).json())
      .result;
    for (const course of open.courses) {
      const time = course.teeTimes.find((t: { placesLeft: number }) => t.placesLeft === 4);
      if (!time) continue;
      const booked = await request.post(`${api}/public/clubs/${clubId}/reservations`, {
        data: { ...guest, date, courseId: course.courseId, teeTime: time.teeTime, players: 3 },
      });
      if (booked.status() === 201) return;
      const { code } = await booked.json();
      // Taken a moment ago by someone else: another time. The guest's hold limit: another worker has booked.
      if (code === "hold_limit_reached") return;
      expect(code, "a booking refused only for a full time").toBe("slot_full");
    }
  }
  throw new Error("no tee time open online in the coming weeks");
}

async function findItems(request: APIRequestContext): Promise<Items> {
  const ownerHeaders = {
    authorization: `Bearer ${(await apiSignIn(request, owner.email, owner.password)).signToken}`,
  };
  const adminHeaders = {
    authorization: `Bearer ${(await apiSignIn(request, admin.email, admin.password)).signToken}`,
  };
  const clubId = (await listOf(request, "/clubs", ownerHeaders)).clubId as string;
  const club = `/clubs/${clubId}`;
  const today = (await (await request.get(`${api}${club}/tee-sheet`, { headers: ownerHeaders })).json())
    .result.today as string;
  return {
    clubId,
    query: {
      "/client-profile": `id=${(await listOf(request, "/clients", adminHeaders)).clientId}`,
      "/membership-update": `id=${(await listOf(request, `${club}/membership-tiers`, ownerHeaders)).tierId}`,
      "/customer-update": `id=${(await listOf(request, `${club}/customers`, ownerHeaders)).customerId}`,
      "/reservation-detail": `id=${(await listOf(request, `${club}/reservations?from=${today}`, ownerHeaders)).reservationId}`,
      "/edit-role": `id=${(await listOf(request, `${club}/roles`, ownerHeaders)).roleId}`,
      "/edit-staff": `id=${(await listOf(request, `${club}/staff`, ownerHeaders)).staffId}`,
      // The new password's form (the token is checked when it is sent).
      "/resetpw": "token=scan",
      "/booking-confirm": await holdLink(request, clubId, today),
      "/waitlist": await waitlistLink(request, clubId, today),
      // The club's own booking page, as its website links to it.
      "/book": `club=${clubId}`,
    },
  };
}

/** Routes whose scanned state is a refusal: a sign-up link without its token. */
const refusedRoutes = new Set(["/signup/verify"]);

let items: Items | undefined;

test.beforeAll(async ({ request }) => {
  items = await findItems(request);
});

/** Tables cut at this width (scrolled sideways) and buttons out of their table cell, in the page's words. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    // A table kept for screen readers only (clipped to nothing beside its chart) is not seen, so not cut.
    const unseen = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement)
        if (getComputedStyle(e).clip.startsWith("rect(0")) return true;
      return false;
    };
    for (const table of document.querySelectorAll("table")) {
      if (unseen(table)) continue;
      const name =
        table.querySelector("caption")?.textContent ?? table.getAttribute("aria-label") ?? "a table";
      let scroller = table.parentElement;
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
        problems.push(`${name}: ${scroller.scrollWidth - scroller.clientWidth} px of columns cut`);
      for (const cell of table.querySelectorAll("td")) {
        const box = cell.getBoundingClientRect();
        for (const button of cell.querySelectorAll("button")) {
          const r = button.getBoundingClientRect();
          if (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5 || r.right > box.right + 0.5)
            problems.push(`${name}: "${button.textContent}" sticks out of its row`);
        }
      }
    }
    return [...new Set(problems)];
  });
}

/**
 * Loads the route, waits until its screen has its data, and returns what axe finds serious or critical and what
 * the layout check finds.
 */
async function scan(page: Page, route: Route, lng: string) {
  const query = items?.query[route.path];
  await page.goto(`${route.path}?${query ? `${query}&` : ""}lng=${lng}`, { waitUntil: "domcontentloaded" });
  await expect(page.locator("main h1").first(), `${route.path} shows its screen`).toBeVisible();
  await expect(page.getByTestId("path-spinner")).toHaveCount(0);
  await expect(page.getByText(/^(Loading…|불러오는 중…|Đang tải…)$/)).toHaveCount(0);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  // The screen itself, not a failure to load it or an id it does not know.
  if (!refusedRoutes.has(route.path)) await expect(page.getByRole("alert"), route.path).toHaveCount(0);
  // The rule the name a screen reader announces follows the visible text is experimental in axe: asked for here.
  const results = await new AxeBuilder({ page })
    .options({
      rules: { "label-content-name-mismatch": { enabled: true } },
      resultTypes: ["violations"],
    })
    .analyze();
  const layout = (await layoutProblems(page)).map((problem) => `${route.path} (${lng}) layout: ${problem}`);
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${route.path} (${lng}) ${violation.id} [${violation.impact}]: ${violation.help}\n${violation.nodes
          .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replaceAll("\n", " ")}`)
          .join("\n")}`,
    )
    .concat(layout);
}

for (const lng of languages) {
  test(`every route has no serious or critical accessibility violation and no cut table (${lng})`, async ({
    page,
  }) => {
    // Some forty-five page loads and scans (the golfers' pages too); a busy machine needs minutes.
    test.setTimeout(480_000);
    const found: string[] = [];
    for (const route of routes.filter((r) => r.public)) found.push(...(await scan(page, route, lng)));

    const session = await signIn(page, owner);
    expect(Object.keys(session.userPermissions)).toContain(items?.clubId);
    await page.evaluate((id) => sessionStorage.setItem("clubId", id), items?.clubId ?? "");
    for (const route of routes.filter((r) => !r.public && !adminRoutes.has(r.path)))
      found.push(...(await scan(page, route, lng)));

    await signIn(page, admin);
    for (const route of routes.filter((r) => adminRoutes.has(r.path)))
      found.push(...(await scan(page, route, lng)));

    expect(found, found.join("\n")).toEqual([]);
  });
}
