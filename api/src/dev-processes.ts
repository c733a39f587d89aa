/**
 * Several API processes for `npm start -w api` (`dev.ts`, API_PROCESSES), so a machine's cores all answer requests: the
 * embedded database runs as a server process of its own (as MongoDB would), and `count` API processes (node's
 * cluster module; they share the port) talk to it over MONGODB_URI. Every instance is the same `main.ts` a
 * deployment runs, and nothing is kept in a process's memory, so the API behaves the same with one process or
 * many: sessions, throttles, holds and the migration lock are documents in the one database. The release step runs
 * in whichever instance takes the migration lock first; the others wait for it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import cluster, { type Worker } from "node:cluster";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * API_PROCESSES: a whole number from 1; one when unset. One process with the database inside it answered more
 * requests, with less CPU each, than a database process and one API process per core on the two-core machine the
 * bench ran on (docs/performance.md), where the processes took turns on the cores instead of running side by side;
 * a machine with cores to spare may set more.
 */
export function apiProcessCount(env: NodeJS.ProcessEnv): number {
  const raw = env.API_PROCESSES ?? "";
  if (raw === "") return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`API_PROCESSES must be a whole number from 1 (got "${raw}")`);
  return count;
}

const embeddedBin = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "../../embedded-mongo/bin/embedded-mongo.mjs",
);

/** The embedded database as a server process of its own; resolves with it and its connection string. */
function startDatabase(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; uri: string }> {
  const where = env.DATA_DIR ? ["--dbpath", env.DATA_DIR] : ["--in-memory"];
  const child = spawn(process.execPath, [embeddedBin, "--port", env.EMBEDDED_MONGO_PORT ?? "0", ...where], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const uri = out.match(/listening on (mongodb:\/\/\S+)/)?.[1];
      if (uri) {
        child.stdout?.removeAllListeners("data");
        child.stdout?.resume();
        done({
          child,
          uri: uri.includes("directConnection")
            ? uri
            : `${uri}${uri.includes("?") ? "&" : "/?"}directConnection=true`,
        });
      }
    });
    child.once("exit", (code) => fail(new Error(`the embedded database exited (${code}): ${out.trim()}`)));
  });
}

/** Runs in the primary process: the database server, then `count` API processes, stopped together. */
export async function runApiProcesses(count: number) {
  const env = { ...process.env };
  let database: ChildProcess | undefined;
  if (!env.MONGODB_URI) {
    const started = await startDatabase(env);
    database = started.child;
    env.MONGODB_URI = started.uri;
    console.log(
      `embedded MongoDB server at ${started.uri} (${env.DATA_DIR ? `data in ${env.DATA_DIR}` : "in memory"}), ${count} API processes`,
    );
  }
  // The instances reach the database over MONGODB_URI, like a deployment; none starts an embedded one.
  delete env.DATA_DIR;
  delete env.EMBEDDED_MONGO_IN_MEMORY;
  delete env.EMBEDDED_MONGO_PORT;

  let stopping = false;
  const workers = new Set<Worker>();
  const stopDatabase = () => {
    if (database && database.exitCode === null) database.kill("SIGTERM");
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers) worker.process.kill(signal);
    if (workers.size === 0) stopDatabase();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("exit", stopDatabase);
  database?.once("exit", (code) => {
    if (stopping) return;
    console.error(`The embedded database stopped (exit code ${code}); stopping the API.`);
    stop("SIGTERM");
  });

  cluster.on("exit", (worker, code, signal) => {
    workers.delete(worker);
    if (!stopping) {
      // One instance failing (a port in use, a refused start) stops the rest: a half-started API would mislead.
      console.error(`An API process stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
      process.exitCode = code || 1;
      stop("SIGTERM");
    }
    if (workers.size === 0) {
      stopDatabase();
      if (database && database.exitCode === null) database.once("exit", () => process.exit());
      else process.exit();
    }
  });
  for (let i = 0; i < count; i++) workers.add(cluster.fork(env));
}
