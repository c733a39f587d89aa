import { readFileSync } from "node:fs";
import { join } from "node:path";
// The same registry `npm start` uses.
import { remotes } from "../../scripts/rspack/apps.mjs";
import { expect, remoteContainer, test } from "../support/platform";
import { owner, signIn } from "../support/session";
import { contentsOf, freePort, registryNames, shellBuild, startShell, stop } from "../support/shell-release";

/** The dashboard's menu entry as its release declares it, with its own icon and active icon as path data. */
const dashboardEntry = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "mf-dashboard", "remote.json"), "utf8"),
).menu[0] as { iconPath: string; activeIconPath: string };

test("a new section is a registry entry: the dashboard appears after a restart of the shell's server alone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = contentsOf(shellBuild);
  const port = await freePort();
  const shell = `http://localhost:${port}`;
  let server = await startShell(
    port,
    remotes.filter((remote) => remote.dir !== "mf-dashboard"),
  );
  try {
    // Without the dashboard in the registry: no menu entry, and its path is nobody's.
    expect(await registryNames(shell)).not.toContain("mf-dashboard");
    const session = await signIn(page, owner, shell);
    const clubId = Object.keys(session.userPermissions)[0] ?? "";
    await page.evaluate((id) => sessionStorage.setItem("clubId", id), clubId);
    await page.goto(`${shell}/reservation-table`);
    const menu = page.getByTestId("side-menu");
    await expect(menu.getByRole("button", { name: "Reservation", exact: true })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Dashboard" })).toHaveCount(0);
    await page.goto(`${shell}/dashboard`);
    await expect(page).toHaveURL(`${shell}/error`);

    // The registry gains the dashboard; only the shell's server restarts, on its build as it was.
    await stop(server);
    server = await startShell(port, remotes);
    expect(await registryNames(shell)).toContain("mf-dashboard");
    await page.goto(`${shell}/reservation-table`);
    // Its own icon, which the shell's build has never seen: drawn from the registry entry.
    const icon = menu.getByRole("button", { name: "Dashboard" }).locator("svg path");
    await expect(icon).toHaveAttribute("d", dashboardEntry.iconPath);
    await menu.getByRole("button", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(`${shell}/dashboard`);
    await expect(
      remoteContainer(page, "mf-dashboard").getByRole("heading", { level: 1, name: "Dashboard" }),
    ).toBeVisible();
    await expect(
      remoteContainer(page, "mf-dashboard").getByRole("heading", { name: "Utilisation by hour and weekday" }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(menu.getByRole("button", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(icon).toHaveAttribute("d", dashboardEntry.activeIconPath);
    expect(contentsOf(shellBuild)).toEqual(before);
  } finally {
    await page.close();
    await stop(server);
  }
});
