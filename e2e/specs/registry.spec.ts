import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
// The same servers `npm start` uses: a second deployment of mf-auth's unchanged build, and a restarted shell.
import { createShellServer } from "../../scripts/serve/serve-apps.mjs";
import { createStaticServer } from "../../scripts/serve/static-server.mjs";
import { expect, remoteContainer, test } from "../support/platform";
import { deploymentEnv, origin, ports } from "../support/ports";

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
};

const mirrorOfAuth = () =>
  createStaticServer({ dir: join(import.meta.dirname, "..", "..", "mf-auth", "dist") });
const welcomeText = "Select Country on Map or Just Signup/Login";

test("moving a remote is a registry change: after a restart the shell loads it from the new origin, no rebuild", async ({
  page,
  requestLog,
}) => {
  const mirror = mirrorOfAuth();
  const moved = await listen(mirror);
  // What `REMOTE_MF_AUTH_URL=<moved> npm start` starts: its registry and its content security policy both name the
  // new origin.
  const shell = createShellServer({
    env: { ...deploymentEnv(), REMOTE_MF_AUTH_URL: moved },
    apiUrl: `http://127.0.0.1:${ports.api}`,
  });
  const restarted = await listen(shell);
  try {
    const document = await page.goto(`${restarted}/welcome`);
    expect(document?.headers()["content-security-policy"]).toContain(`script-src 'self' ${moved}/ `);
    await expect(remoteContainer(page, "mf-auth").getByText(welcomeText)).toBeVisible();
    expect(requestLog.requests.some((r) => r.url().startsWith(`${moved}/remoteEntry.js`))).toBe(true);
    expect(requestLog.fromOrigin("mf-auth")).toHaveLength(0);
  } finally {
    mirror.close();
    shell.close();
  }
});

test.describe("without a restart", () => {
  test.use({ allowPolicyViolations: true });

  test("a registry answer naming an origin the shell did not start with is refused by the policy", async ({
    page,
    requestLog,
  }) => {
    const mirror = mirrorOfAuth();
    const moved = await listen(mirror);
    try {
      // Whoever can change /remotes.json in flight (or in a cache) still cannot make the page run their script.
      await page.route(`${origin("shell")}/remotes.json`, async (route) => {
        const registry = await (await route.fetch()).json();
        registry["mf-auth"].manifest = `${moved}/mf-manifest.json`;
        await route.fulfill({ json: registry });
      });
      await page.goto("/welcome");
      await expect(page.getByTestId("section-unavailable")).toContainText("This section is unavailable", {
        timeout: 30_000,
      });
      expect(requestLog.requests.filter((r) => r.url().startsWith(moved))).toHaveLength(0);
    } finally {
      mirror.close();
    }
  });
});
