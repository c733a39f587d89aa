/**
 * Several API instances behind a load balancer, on one database server, as production runs them: the embedded
 * server (a separate server the instances reach over MONGODB_URI, like MongoDB), `instances` API processes, and a
 * round-robin proxy that appends the client's address to `X-Forwarded-For` as a real one does (the instances trust
 * one hop). `npm run cluster -w api` starts one by hand; `cluster.test.ts` runs its suite through one.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { startEmbeddedMongo } from "embedded-mongo";
import { MongoClient } from "mongodb";
import { prepareDatabase } from "../db/prepare";
import { startApiInstance } from "./api-instance";

// Under jest (CommonJS) `__dirname` is this folder; run by tsx as an ES module (`npm run cluster -w api`, the live
// bench) it does not exist, and npm starts the script in the api package.
const apiDir = typeof __dirname === "string" ? resolve(__dirname, "../..") : process.cwd();

export interface Cluster {
  /** The proxy's API base, e.g. `http://127.0.0.1:41234/api/v1.0`. */
  base: string;
  /** Each instance's own base, to reach one directly. */
  instances: string[];
  /** Each instance's process id, in the order of `instances` (the bench reads their memory and CPU). */
  pids: number[];
  /** The database server's connection string. */
  mongoUri: string;
  stop(): Promise<void>;
}

/** A round-robin reverse proxy to `targets`, appending the client's address to X-Forwarded-For. */
function startProxy(targets: string[]) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length] ?? "");
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host, "x-forwarded-for": forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // Longer than any client's own idle timeout (a load balancer's usual 60 s and more), so a client always drops an
  // idle connection before the proxy does: with 1 s the proxy could close one just as a client reused it, and the
  // request failed with ECONNRESET on a busy machine.
  server.keepAliveTimeout = 65_000;
  return server;
}

/** Starts the database server, `instances` API processes on it and the proxy in front of them. */
export async function startCluster(
  options: { instances?: number; demo?: boolean; log?: (line: string) => void } = {},
): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const dbName = "golf";
  const database = await startEmbeddedMongo({ inMemory: true });
  // The release step, once, before any instance starts (as a deployment runs it).
  const client = await new MongoClient(database.uri).connect();
  await prepareDatabase(client.db(dbName), { seedDemo: options.demo ?? true });
  await client.close();
  const children: ChildProcess[] = [];
  try {
    const started = await Promise.all(
      Array.from({ length: options.instances ?? 3 }, () =>
        startApiInstance({ apiDir, mongoUri: database.uri, dbName, log }),
      ),
    );
    children.push(...started.map((instance) => instance.child));
    const origins = started.map((instance) => new URL(instance.base).origin);
    const proxy = startProxy(origins).listen(0, "127.0.0.1");
    await once(proxy, "listening");
    const { port } = proxy.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/v1.0`;
    log(`proxy at ${base}`);
    return {
      base,
      instances: started.map((instance) => instance.base),
      pids: started.map((instance) => instance.child.pid ?? 0),
      mongoUri: database.uri,
      async stop() {
        proxy.closeAllConnections();
        proxy.close();
        await Promise.all(
          children.map(async (child) => {
            if (child.exitCode !== null) return;
            const exited = once(child, "exit");
            child.kill("SIGTERM");
            await exited;
          }),
        );
        await database.stop();
      },
    };
  } catch (error) {
    for (const child of children) child.kill("SIGKILL");
    await database.stop();
    throw error;
  }
}
