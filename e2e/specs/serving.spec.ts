import { expect, test } from "../support/platform";
import { origin } from "../support/ports";

test("the registry, manifests and chunks are served like separate deployments", async ({ request }) => {
  const registry = await request.get(`${origin("shell")}/remotes.json`);
  expect(registry.headers()["cache-control"]).toBe("no-cache");
  const entries = await registry.json();
  expect(entries["mf-club"].manifest).toBe(`${origin("mf-club")}/mf-manifest.json`);
  expect(entries["mf-club"].routes.map((route: { path: string }) => route.path)).toContain("/golf-info");

  const manifest = await request.get(`${origin("mf-club")}/mf-manifest.json`);
  expect(manifest.headers()["cache-control"]).toBe("no-cache");
  expect(manifest.headers()["access-control-allow-origin"]).toBe("*");
  const entry = await request.get(`${origin("mf-club")}/remoteEntry.js`);
  expect(entry.headers()["cache-control"]).toBe("no-cache");

  const { exposes } = await manifest.json();
  const chunk = exposes[0].assets.js.sync[0] as string;
  const hashed = await request.get(`${origin("mf-club")}/${chunk}`);
  expect(hashed.ok()).toBe(true);
  expect(hashed.headers()["cache-control"]).toContain("immutable");

  const config = await request.get(`${origin("shell")}/config.json`);
  expect((await config.json()).apiBaseUrl).toBe("");
  const health = await request.get(`${origin("shell")}/api/v1.0/health`);
  expect(await health.json()).toEqual({ result: { status: "ok" } });
});
