// `npm start`: production build of every front-end, then each app on its own origin and the API, in one process
// tree. Ctrl-C stops everything. `--skip-build` serves the existing builds (used by the end-to-end tests).
import { spawn } from "node:child_process";
import { buildAll } from "./build.mjs";
import { apiOrigin, apiPort, apps, portOf } from "./rspack/apps.mjs";
import { remoteOrigin } from "./serve/registry.mjs";
import { missingBuilds, portProblem, serveApps } from "./serve/serve-apps.mjs";
import { root } from "./workspaces.mjs";

const skipBuild = process.argv.includes("--skip-build");
const env = process.env;
const shellOrigin = `http://localhost:${portOf(apps[0], env)}`;
const api = { port: apiPort(env), url: apiOrigin(env) };

async function checkPorts() {
  const wanted = [...apps.map((app) => ({ label: app.dir, port: portOf(app, env), envName: app.portEnv }))];
  wanted.push({ label: "api", port: api.port, envName: "API_PORT" });
  const problems = [];
  for (const { label, port, envName } of wanted) {
    const problem = await portProblem(port);
    if (problem)
      problems.push(`  port ${port} (${label}) is ${problem}: stop what uses it or set ${envName}`);
  }
  if (problems.length) {
    console.error(`Cannot start:\n${problems.join("\n")}`);
    process.exit(1);
  }
}

function startApi() {
  const child = spawn("npm", ["start", "-w", "api"], {
    cwd: root,
    stdio: "inherit",
    detached: true,
    env: {
      ...env,
      API_PORT: String(api.port),
      APP_ORIGIN: env.APP_ORIGIN ?? shellOrigin,
      CORS_ORIGINS: env.CORS_ORIGINS ?? shellOrigin,
      // Browsers reach the API through the shell's /api proxy, which appends their address to X-Forwarded-For.
      TRUST_PROXY: env.TRUST_PROXY ?? "1",
    },
  });
  child.on("exit", (code, signal) => {
    if (!stopping)
      console.error(`The API stopped (${signal ?? `exit code ${code}`}); the front-ends keep running.`);
  });
  return child;
}

async function waitForApi(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${api.url}/api/v1.0/health`);
      if (res.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

let stopping = false;
let apiProcess = null;
let servers = [];

function stopApi() {
  // The API runs in its own process group (npm → tsx → node): signal the whole group.
  if (!apiProcess?.pid) return;
  try {
    process.kill(-apiProcess.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  stopApi();
  for (const { server } of servers) server.close();
  setTimeout(() => process.exit(code), 300).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
// Never leave the API behind, whatever ends this process.
process.on("exit", stopApi);

await checkPorts();
if (!skipBuild) await buildAll();
else if (missingBuilds().length) {
  console.error(
    `No production build for: ${missingBuilds()
      .map((a) => a.dir)
      .join(", ")}. Run npm run build.`,
  );
  process.exit(1);
}
apiProcess = startApi();
try {
  servers = await serveApps({ env, apiUrl: api.url });
} catch (error) {
  console.error(`Cannot serve the front-ends: ${error.message}`);
  process.exit(1);
}
const apiUp = await waitForApi();

const width = Math.max(...apps.map((a) => a.dir.length));
console.log("\nGolf back-office is running (Ctrl-C stops everything):");
for (const { app, port } of servers) {
  const origin = app.kind === "host" ? `http://localhost:${port}` : remoteOrigin(app, env);
  console.log(`  ${app.dir.padEnd(width)}  ${origin}${app.kind === "host" ? "   ← open this" : ""}`);
}
console.log(
  `  ${"api".padEnd(width)}  ${api.url}/api/v1.0 ${apiUp ? "" : "(not answering its health check yet)"}`,
);
