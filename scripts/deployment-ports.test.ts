import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The web image serves the shell and every remote on its own port, and the browser loads each remote from its own
 * origin: a port the deployment files forget is a remote that cannot load. These files are read by Docker, not by
 * our scripts, so they are held to the app list (scripts/rspack/apps.mjs) here.
 */

const root = join(__dirname, "..");

interface App {
  dir: string;
  kind: "host" | "remote";
  port: number;
}

/** The app list, read the way the start scripts read it (an ES module, so through node itself). */
function appList(): App[] {
  const script =
    'import("./scripts/rspack/apps.mjs").then(({ apps }) => console.log(JSON.stringify(apps.map((a) => ({ dir: a.dir, kind: a.kind, port: a.defaultPort })))))';
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: root, encoding: "utf8" }));
}

/** "3001-3007" or "3001" → every port it names. */
function portsOf(spec: string): number[] {
  const [first, last = first] = spec.split("-").map(Number);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The host ports the compose file's web service publishes, each published on the same port inside. */
function composeWebPorts(): number[] {
  const compose = readFileSync(join(root, "compose.yaml"), "utf8");
  const web = compose.slice(compose.indexOf("\n  web:"));
  const line = web.match(/\n {4}ports: \[(.*)\]/)?.[1] ?? "";
  return line
    .split(",")
    .map((entry) => entry.trim().replaceAll('"', ""))
    .filter(Boolean)
    .flatMap((entry) => {
      const [host, inside] = entry.split(":");
      expect(inside).toBe(host);
      return portsOf(host);
    });
}

/** The ports the Dockerfile's web stage exposes. */
function webImagePorts(): number[] {
  const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
  const stage = dockerfile.slice(dockerfile.indexOf(" AS web\n"));
  const line = stage.match(/\nEXPOSE (.*)\n/)?.[1] ?? "";
  return line.split(/\s+/).filter(Boolean).flatMap(portsOf);
}

const sorted = (ports: number[]) => [...ports].sort((a, b) => a - b);

describe("the deployment files follow the app list", () => {
  const apps = appList();

  it("reads a list with the shell and its remotes", () => {
    expect(apps.filter((app) => app.kind === "host")).toHaveLength(1);
    expect(apps.filter((app) => app.kind === "remote").length).toBeGreaterThan(0);
  });

  it("publishes every remote's port in compose.yaml (the shell is reached through the proxy)", () => {
    const remotes = apps.filter((app) => app.kind === "remote").map((app) => app.port);
    expect(sorted(composeWebPorts())).toEqual(sorted(remotes));
  });

  it("exposes the shell's and every remote's port in the web image", () => {
    expect(sorted(webImagePorts())).toEqual(sorted(apps.map((app) => app.port)));
  });
});
