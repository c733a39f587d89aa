/**
 * One API process on a given database, as a deployment starts each instance: `tsx src/main.ts` with the database's
 * connection string, an ephemeral port, and one trusted proxy hop. The cluster harness starts several behind its
 * proxy; the end-to-end live test starts one beside the deployment's own to book through it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";

export interface ApiInstance {
  child: ChildProcess;
  /** The instance's API base, e.g. `http://127.0.0.1:41234/api/v1.0`. */
  base: string;
}

export async function startApiInstance(options: {
  /** The api package's folder. */
  apiDir: string;
  mongoUri: string;
  dbName: string;
  log?: (line: string) => void;
}): Promise<ApiInstance> {
  const child = spawn(resolve(options.apiDir, "../node_modules/.bin/tsx"), ["src/main.ts"], {
    cwd: options.apiDir,
    env: {
      ...process.env,
      NODE_ENV: "test",
      API_PORT: "0",
      LOG_REQUESTS: "0",
      MONGODB_URI: options.mongoUri,
      MONGODB_DB: options.dbName,
      // Behind exactly one proxy: the address it appends is the client's.
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const match = output.match(/API listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1\.0)/);
    if (match?.[1]) {
      options.log?.(`instance ${child.pid} at ${match[1]}`);
      return { child, base: match[1] };
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`an API instance did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
