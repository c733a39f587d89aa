import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import rspack, { type Configuration } from "@rspack/core";
// The same build configuration and servers `npm run build` and `npm start` use.
import { remotes } from "../../scripts/rspack/apps.mjs";
import { createConfig } from "../../scripts/rspack/create-config.mjs";
import { portProblem, serveApps } from "../../scripts/serve/serve-apps.mjs";
import { expect, test } from "../support/platform";
import { ports } from "../support/ports";
import { admin, signIn } from "../support/session";

const root = join(import.meta.dirname, "..", "..");

/** Every file of the shell's build with its size and time: proof that nothing of the shell was rebuilt. */
const snapshot = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .map((file) => {
      const stat = statSync(join(dir, file));
      return `${file} ${stat.size} ${stat.mtimeMs}`;
    });

/** Free ports in a row (shell and every remote), away from the suite's own deployment, for the restarted servers. */
async function freePorts(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = 41_000 + Math.floor(Math.random() * 2_000) * 10;
    const offsets = [0, ...remotes.map((_, i) => i + 1)];
    const checks = await Promise.all(offsets.map((offset) => portProblem(base + offset)));
    if (checks.every((problem) => problem === null)) return base;
  }
  throw new Error("No free ports for the restarted deployment");
}

function build(config: Configuration) {
  return new Promise<void>((resolve, reject) =>
    rspack(config as Configuration).run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
}

test("a remote's release changes its routes and menu: only that remote is rebuilt and the shell's server restarted", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const work = mkdtempSync(join(tmpdir(), "remote-release-"));
  const declaration = JSON.parse(readFileSync(join(root, "mf-schedule", "remote.json"), "utf8"));
  // The new release: a new route with its menu entry, and the price schedule switched to a full-page layout.
  declaration.routes.push({ path: "/schedule-preview", needsClub: true });
  declaration.routes = declaration.routes.map((route: { path: string }) =>
    route.path === "/price-schedule" ? { ...route, fullPage: true } : route,
  );
  declaration.menu.push({
    key: "preview",
    order: 35,
    label: "sideBar.preview",
    link: "/schedule-preview",
    icon: "calendar",
    access: "schedule",
  });
  declaration.texts.en.sideBar.preview = "Schedule preview";
  declaration.texts.ko.sideBar.preview = "스케줄 미리 보기";
  declaration.texts.vi.sideBar.preview = "Xem trước lịch";
  writeFileSync(join(work, "remote.json"), JSON.stringify(declaration));

  const shellBuild = join(root, "shell", "dist");
  const shellBefore = snapshot(shellBuild);
  const release = join(work, "dist");
  await build(
    createConfig(
      join(root, "mf-schedule"),
      { outDir: release, declaration: join(work, "remote.json") },
      {
        mode: "production",
      },
    ),
  );

  const base = await freePorts();
  const env = {
    ...process.env,
    SHELL_PORT: String(base),
    ...Object.fromEntries(remotes.map((remote, i) => [remote.portEnv, String(base + 1 + i)])),
    REMOTE_MF_SCHEDULE_DIST: release,
  };
  const servers = await serveApps({ env, apiUrl: `http://127.0.0.1:${ports.api}` });
  const shell = `http://localhost:${base}`;
  try {
    expect(snapshot(shellBuild)).toEqual(shellBefore);
    await signIn(page, admin, shell);

    await page.goto(`${shell}/home`);
    const menu = page.getByTestId("side-menu");
    await expect(menu).toBeVisible();
    await page.goto(`${shell}/reservation-table`);
    await menu.getByRole("button", { name: "Schedule preview" }).click();
    await expect(page).toHaveURL(`${shell}/schedule-preview`);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Schedule preview" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await menu.getByRole("button", { name: "Price Schedule" }).click();
    await expect(page).toHaveURL(`${shell}/price-schedule`);
    await expect(page.getByRole("heading", { level: 1, name: "Price schedule" })).toBeVisible();
    await expect(page.getByTestId("side-menu")).toHaveCount(0);

    // The deployment the rest of the suite uses still serves the current release.
    const current = await (await fetch(`http://localhost:${ports.shell}/remotes.json`)).json();
    expect(JSON.stringify(current["mf-schedule"].routes)).not.toContain("/schedule-preview");
  } finally {
    await page.close();
    // Without dropping the browser's keep-alive connections, close() would wait for them to time out.
    await Promise.all(
      servers.map(({ server }) => {
        const closed = new Promise((resolve) => server.close(resolve));
        server.closeAllConnections();
        return closed;
      }),
    );
    rmSync(work, { recursive: true, force: true });
  }
});
