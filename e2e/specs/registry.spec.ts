import type { AddressInfo } from "node:net";
import { join } from "node:path";
// The same static server `npm start` uses: a second deployment of mf-club's unchanged build.
import { createStaticServer } from "../../scripts/serve/static-server.mjs";
import { expect, remoteContainer, test } from "../support/platform";
import { origin } from "../support/ports";
import { owner } from "../support/session";

test.use({ signedInAs: owner });

test("moving a remote is a registry change: the shell loads it from the new origin without a rebuild", async ({
  page,
  requestLog,
}) => {
  const mirror = createStaticServer({ dir: join(import.meta.dirname, "..", "..", "mf-club", "dist") });
  await new Promise<void>((resolve) => mirror.listen(0, "localhost", resolve));
  const moved = `http://localhost:${(mirror.address() as AddressInfo).port}`;
  try {
    await page.route(`${origin("shell")}/remotes.json`, async (route) => {
      const registry = await (await route.fetch()).json();
      registry["mf-club"].manifest = `${moved}/mf-manifest.json`;
      await route.fulfill({ json: registry });
    });
    await page.goto("/home");
    await expect(remoteContainer(page, "mf-club").getByRole("heading", { level: 1 })).toHaveText(
      "Choose a golf club",
    );
    expect(requestLog.requests.some((r) => r.url().startsWith(`${moved}/remoteEntry.js`))).toBe(true);
    expect(requestLog.fromOrigin("mf-club")).toHaveLength(0);
  } finally {
    mirror.close();
  }
});
