// The front-ends' servers alone, for a deployment (the web image runs this): every built app on its own port
// (SHELL_PORT, MF_AUTH_PORT, …), the shell's registry, runtime config and content security policy read from the
// environment and the released remote.json files at start, as `npm start` serves them, but with no build and no
// API. WEB_HOST is the interface to listen on (localhost by default; 0.0.0.0 in a container); API_URL is where the
// shell's /api proxy sends calls that reach it (by default API_HOST and API_PORT, as `npm start` does).
import { apiOrigin, apps } from "./rspack/apps.mjs";
import { remoteOrigin } from "./serve/registry.mjs";
import { missingBuilds, serveApps } from "./serve/serve-apps.mjs";

const env = process.env;
const missing = missingBuilds();
if (missing.length) {
  console.error(`No build for: ${missing.map((app) => app.dir).join(", ")}. Run npm run build first.`);
  process.exit(1);
}
const apiUrl = (env.API_URL ?? apiOrigin(env)).replace(/\/+$/, "");
let servers = [];
try {
  servers = await serveApps({ env, apiUrl, host: env.WEB_HOST ?? "localhost" });
} catch (error) {
  console.error(`Cannot serve the front-ends: ${error.message}`);
  process.exit(1);
}

const width = Math.max(...apps.map((app) => app.dir.length));
console.log(`Front-ends listening on ${env.WEB_HOST ?? "localhost"} (/api proxied to ${apiUrl}):`);
for (const { app, port } of servers) {
  const where =
    app.kind === "host" ? `port ${port}` : `port ${port}, registered as ${remoteOrigin(app, env)}`;
  console.log(`  ${app.dir.padEnd(width)}  ${where}`);
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // Stop accepting connections; requests in flight finish, then the process ends on its own.
  for (const { server } of servers) server.close();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
