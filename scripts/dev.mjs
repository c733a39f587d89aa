// `npm run dev`: every front-end on an rspack dev server (hot updates inside each remote) and the API in watch
// mode, in one process tree; Ctrl-C stops everything. A single remote runs alone with `npm run dev -w <remote>`.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import rspack from "@rspack/core";
import { RspackDevServer } from "@rspack/dev-server";
import { apiOrigin, apiPort, apps, portOf } from "./rspack/apps.mjs";
import { portProblem } from "./serve/serve-apps.mjs";
import { root } from "./workspaces.mjs";

process.env.NODE_ENV = "development";
const shellOrigin = `http://localhost:${portOf(apps[0])}`;

const problems = [];
for (const [label, port, envName] of [
  ...apps.map((app) => [app.dir, portOf(app), app.portEnv]),
  ["api", apiPort(), "API_PORT"],
]) {
  const problem = await portProblem(port);
  if (problem) problems.push(`  port ${port} (${label}) is ${problem}: stop what uses it or set ${envName}`);
}
if (problems.length) {
  console.error(`Cannot start:\n${problems.join("\n")}`);
  process.exit(1);
}

const api = spawn("npm", ["run", "dev", "-w", "api"], {
  cwd: root,
  stdio: "inherit",
  detached: true,
  env: {
    ...process.env,
    APP_ORIGIN: shellOrigin,
    CORS_ORIGINS: shellOrigin,
    TRUST_PROXY: process.env.TRUST_PROXY ?? "1",
  },
});

const servers = [];
for (const app of apps) {
  const { default: factory } = await import(pathToFileURL(join(root, app.dir, "rspack.config.mjs")).href);
  const config = factory({}, { mode: "development" });
  const server = new RspackDevServer(config.devServer, rspack(config));
  await server.start();
  servers.push(server);
}

console.log("\nDevelopment servers (Ctrl-C stops everything):");
for (const app of apps) console.log(`  ${app.dir.padEnd(15)} http://localhost:${portOf(app)}`);
console.log(`  ${"api".padEnd(15)} ${apiOrigin()}/api/v1.0`);
console.log(`Open ${shellOrigin}; a remote alone: npm run dev -w <remote> (its own page at its port).`);

let stopping = false;
function signalApi(signal) {
  // The API runs in its own process group (npm → tsx watch → node): signal the whole group.
  try {
    process.kill(-api.pid, signal);
    return true;
  } catch {
    return false;
  }
}

async function stop() {
  if (stopping) return;
  stopping = true;
  signalApi("SIGTERM");
  await Promise.allSettled(servers.map((server) => server.stop()));
  // A watcher that ignores SIGTERM must not outlive the command.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  signalApi("SIGKILL");
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("exit", () => signalApi("SIGKILL"));
