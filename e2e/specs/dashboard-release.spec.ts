import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
// The same registry and shell server `npm start` uses.
import { remotes } from "../../scripts/rspack/apps.mjs";
import { createShellServer, portProblem } from "../../scripts/serve/serve-apps.mjs";
import { expect, remoteContainer, test } from "../support/platform";
import { deploymentEnv, ports } from "../support/ports";
import { owner, signIn } from "../support/session";

const shellBuild = join(import.meta.dirname, "..", "..", "shell", "dist");
/** The dashboard's menu entry as its release declares it, with its own icon and active icon as path data. */
const dashboardEntry = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "mf-dashboard", "remote.json"), "utf8"),
).menu[0] as { iconPath: string; activeIconPath: string };

/** Every file of the shell's build with a digest of its bytes: the same list means the same build. */
const contentsOf = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort()
    .map(
      (file) =>
        `${file} ${createHash("sha256")
          .update(readFileSync(join(dir, file)))
          .digest("hex")}`,
    );

async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 43_000 + Math.floor(Math.random() * 2_000);
    if ((await portProblem(port)) === null) return port;
  }
  throw new Error("No free port for the shell's server");
}

/** The shell's server of `npm start` on `port`, its registry listing `listed`, over the suite's remotes and API. */
async function startShell(port: number, listed: typeof remotes) {
  const server = createShellServer({
    env: { ...deploymentEnv(), SHELL_PORT: String(port) },
    apiUrl: `http://127.0.0.1:${ports.api}`,
    remotes: listed,
  });
  await new Promise<void>((resolve, reject) =>
    server.once("error", reject).listen(port, "localhost", resolve),
  );
  return server;
}

async function stop(server: Server) {
  const closed = new Promise((resolve) => server.close(resolve));
  // Without dropping the browser's keep-alive connections, close() would wait for them to time out.
  server.closeAllConnections();
  await closed;
}

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
    expect(Object.keys(await (await fetch(`${shell}/remotes.json`)).json())).not.toContain("mf-dashboard");
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
    expect(Object.keys(await (await fetch(`${shell}/remotes.json`)).json())).toContain("mf-dashboard");
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
