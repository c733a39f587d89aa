import { expect, navigateInApp, remoteContainer, test } from "../support/platform";
import { origin } from "../support/ports";
import { admin } from "../support/session";

// Signed in as an administrator: these pages need a session, and the menu must offer every remote.
test.use({ signedInAs: admin });

test("an unreachable remote shows the unavailable panel, Retry recovers it, other remotes keep working", async ({
  page,
}) => {
  const customers = `${origin("mf-customers")}/**`;
  await page.route(customers, (route) => route.abort("connectionrefused"));

  await page.goto("/customer-list");
  const panel = page.getByTestId("section-unavailable");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("This section is unavailable");
  await expect(page.getByTestId("top-bar")).toBeVisible();

  const menu = page.getByTestId("side-menu");
  await menu.getByRole("button", { name: "Price Schedule" }).click();
  await expect(remoteContainer(page, "mf-schedule").getByRole("heading", { level: 1 })).toHaveText(
    "Price schedule",
  );
  await expect(panel).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/customer-list$/);
  await expect(panel).toBeVisible();

  await page.unroute(customers);
  await panel.getByRole("button", { name: "Retry" }).click();
  await expect(remoteContainer(page, "mf-customers").getByRole("heading", { level: 1 })).toHaveText(
    "Customer list",
  );
  await expect(panel).toHaveCount(0);
});

test("a failing chunk of a remote shows the panel; Retry loads it once the chunk is served again", async ({
  page,
}) => {
  const exposedChunk = `${origin("mf-reservation")}/__federation_expose_*`;
  let failures = 0;
  await page.route(exposedChunk, (route) => {
    failures++;
    return route.fulfill({ status: 503, body: "unavailable" });
  });
  await page.goto("/reservation");
  const panel = page.getByTestId("section-unavailable");
  await expect(panel).toBeVisible();
  // The shell retried the load before giving up.
  expect(failures).toBeGreaterThan(1);
  await page.unroute(exposedChunk);
  await panel.getByRole("button", { name: "Retry" }).click();
  await expect(remoteContainer(page, "mf-reservation").getByRole("heading", { level: 1 })).toHaveText(
    "Reservations",
  );
});

test("a remote whose manifest answers 404 shows the panel in Korean, under a working top bar and menu", async ({
  page,
}) => {
  const manifest = `${origin("mf-staff-roles")}/mf-manifest.json`;
  await page.route(manifest, (route) => route.fulfill({ status: 404, body: "not found" }));
  await page.goto("/setting-role?lng=ko");
  const panel = page.getByTestId("section-unavailable");
  await expect(panel).toContainText("이 섹션을 사용할 수 없습니다");
  await expect(panel.getByRole("button", { name: "다시 시도" })).toBeVisible();
  await page.getByTestId("side-menu").getByRole("button", { name: "요금 스케줄" }).click();
  await expect(remoteContainer(page, "mf-schedule").getByRole("heading", { level: 1 })).toHaveText(
    "요금 스케줄",
  );
  await expect(panel).toHaveCount(0);
});

test("a chunk that fails once is fetched again: the remote renders and no panel shows", async ({ page }) => {
  const exposedChunk = `${origin("mf-customers")}/__federation_expose_*`;
  let failures = 0;
  await page.route(exposedChunk, (route) => {
    if (failures > 0) return route.continue();
    failures++;
    return route.fulfill({ status: 503, body: "unavailable" });
  });
  await page.goto("/membership-tiers");
  await expect(remoteContainer(page, "mf-customers").getByRole("heading", { level: 1 })).toHaveText(
    "Membership tiers",
  );
  expect(failures).toBe(1);
  await expect(page.getByTestId("section-unavailable")).toHaveCount(0);
});

test("on a cold load React DOM is downloaded once, even after a second remote loads", async ({ page }) => {
  const withReactDom: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    const body = await response.text().catch(() => "");
    // A marker only React DOM's client renderer contains.
    if (body.includes("__reactContainer$")) withReactDom.push(response.url());
  });
  await page.goto("/welcome");
  await expect(page.getByText("Select Country on Map or Just Signup/Login")).toBeVisible();
  await navigateInApp(page, "/home");
  await expect(remoteContainer(page, "mf-club").getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(withReactDom).toHaveLength(1);
});

test("a remote built for a contract this shell does not provide shows the panel and says why; remotes built for an older compatible contract run", async ({
  page,
}) => {
  // The registry as a deployment could serve it: mf-customers released for a contract from a later major.
  await page.route("**/remotes.json", async (route) => {
    const registry = await (await route.fetch()).json();
    registry["mf-customers"].contract = "^2.0";
    await route.fulfill({ json: registry });
  });
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  let customersRequested = false;
  page.on("request", (request) => {
    if (request.url().startsWith(origin("mf-customers"))) customersRequested = true;
  });

  await page.goto("/customer-list");
  const panel = page.getByTestId("section-unavailable");
  await expect(panel).toContainText("This section is unavailable");
  await expect
    .poll(() =>
      logged.some((line) => line.includes("mf-customers needs platform contract ^2.0; this shell provides")),
    )
    .toBe(true);
  // Refused before anything of it was downloaded.
  expect(customersRequested).toBe(false);

  // Every other remote declares a range this shell satisfies ("^1.0" or "^1.3") and runs as before.
  await page.getByTestId("side-menu").getByRole("button", { name: "Price Schedule" }).click();
  await expect(remoteContainer(page, "mf-schedule").getByRole("heading", { level: 1 })).toHaveText(
    "Price schedule",
  );
  await expect(panel).toHaveCount(0);
});
