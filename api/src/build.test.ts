/**
 * The production artefact: `npm run build -w api` compiles the API so that plain node runs it (no TypeScript at run
 * time). Built here into a folder of its own, then run as a deployment would: the release step, then the server in
 * production against a database started by the test, with a mail server address nothing listens on.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { startEmbeddedMongo } from "embedded-mongo";
import { type ApiProcess, startApi } from "./testing/api-process";

const apiDir = resolve(__dirname, "..");
// Inside the api folder, so the built files find the installed packages as dist/ does.
const outdir = join(apiDir, "node_modules", ".cache", `build-test-${process.pid}`);
let database: Awaited<ReturnType<typeof startEmbeddedMongo>> | undefined;
let running: ApiProcess | undefined;

beforeAll(() => {
  const built = spawnSync(process.execPath, ["build.mjs", outdir], { cwd: apiDir, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
}, 60_000);
afterEach(() => running?.kill());
afterAll(async () => {
  await database?.stop().catch(() => undefined);
  rmSync(outdir, { recursive: true, force: true });
});

test("the built entries import no TypeScript: the contracts are compiled in, npm packages come from node_modules", () => {
  for (const entry of ["main.js", "migrate.js"]) {
    const code = readFileSync(join(outdir, entry), "utf8");
    const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1] ?? "");
    expect(imported).toContain("mongodb");
    expect(imported.filter((name) => /^(contracts|tsx|embedded-mongo)\b|\.ts$/.test(name))).toEqual([]);
  }
});

test("run by plain node in production: release step, then live and ready; unready within seconds of losing the database", async () => {
  database = await startEmbeddedMongo({ inMemory: true, log: () => undefined });
  const env = {
    NODE_ENV: "production",
    MONGODB_URI: database.uri,
    SMTP_URL: "smtp://127.0.0.1:9",
    API_PORT: "0",
    READINESS_TIMEOUT_MS: "1000",
    DATA_DIR: "",
    EMBEDDED_MONGO_IN_MEMORY: "",
  };
  const migrate = startApi(env, join(outdir, "migrate.js"));
  running = migrate;
  expect([await migrate.exited, migrate.output()]).toEqual([
    0,
    expect.stringContaining("Database schema up to date"),
  ]);

  const api = startApi(env, join(outdir, "main.js"));
  running = api;
  const base = await api.listening();
  expect(await (await fetch(`${base}/health`)).json()).toEqual({ result: { status: "ok" } });
  expect(await (await fetch(`${base}/health/ready`)).json()).toEqual({ result: { status: "ready" } });
  expect((await fetch(`${base}/dev/outbox`)).status).toBe(404);

  await database.stop();
  const lost = Date.now();
  let unreadyAfter: number | undefined;
  while (Date.now() - lost < 10_000) {
    const res = await fetch(`${base}/health/ready`);
    if (res.status === 503) {
      unreadyAfter = Date.now() - lost;
      expect(await res.json()).toMatchObject({ code: "not_ready" });
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(unreadyAfter).toBeLessThan(3_000);
  // Liveness does not depend on the database: the process is fine, only not worth sending traffic to.
  expect((await fetch(`${base}/health`)).status).toBe(200);

  api.child.kill("SIGTERM");
  expect(await api.exited).toBe(0);
}, 120_000);
