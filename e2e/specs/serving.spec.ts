import type { AddressInfo } from "node:net";
import { createShellServer } from "../../scripts/serve/serve-apps.mjs";
import { expect, test } from "../support/platform";
import { deploymentEnv, origin, ports } from "../support/ports";

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

test("files come with ranges, gzip and security headers, and nothing outside the build folder", async () => {
  const manifest = await (await fetch(`${origin("mf-club")}/mf-manifest.json`)).json();
  const chunk = `${origin("mf-club")}/${manifest.exposes[0].assets.js.sync[0]}`;
  const part = await fetch(chunk, { headers: { range: "bytes=0-9" } });
  expect(part.status).toBe(206);
  expect(part.headers.get("content-range")).toMatch(/^bytes 0-9\/\d+$/);
  expect((await part.arrayBuffer()).byteLength).toBe(10);
  const zipped = await fetch(chunk, { headers: { "accept-encoding": "gzip" } });
  expect(zipped.headers.get("content-encoding")).toBe("gzip");
  expect(zipped.headers.get("x-content-type-options")).toBe("nosniff");
  for (const path of ["/..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/package.json", "/.env"]) {
    expect((await fetch(`${origin("mf-club")}${path}`)).status, path).toBe(404);
  }
});

test("the /api proxy answers 502 in JSON when the API cannot be reached", async () => {
  const shell = createShellServer({ env: deploymentEnv(), apiUrl: "http://127.0.0.1:9" });
  await new Promise<void>((resolve) => shell.listen(0, "localhost", resolve));
  try {
    const res = await fetch(`http://localhost:${(shell.address() as AddressInfo).port}/api/v1.0/health`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "The API is not reachable", code: "api_unreachable" });
  } finally {
    shell.close();
  }
});

test("the development outbox is never reachable through the shell's origin; the API's own port serves it", async () => {
  for (const path of [
    "/api/v1.0/dev/outbox",
    "/api/v1.0/dev/outbox?to=admin%40example.com",
    "/api/v1.0/DEV/outbox",
  ]) {
    const res = await fetch(`${origin("shell")}${path}`);
    expect([path, res.status]).toEqual([path, 404]);
    expect(await res.json()).toEqual({ message: "Not found.", code: "not_found" });
  }
  const direct = await fetch(`http://127.0.0.1:${ports.api}/api/v1.0/dev/outbox`);
  expect(direct.status).toBe(200);
});
