import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { ApiError } from "../lib/api-error";
import type * as tasks from "./cpu-worker";

/**
 * CPU-heavy work (PDFs, reading a customer CSV) runs in a pool of worker threads (piscina), so the thread that
 * answers requests only hands the task over and awaits the answer: a 330-row tee sheet no longer holds every
 * other request for the 100 ms or more it takes to draw.
 *
 * - Size: one thread less than the machine's cores (at least one), so the request thread keeps a core; the
 *   workers also run at a lower scheduling priority (nice +10, where the system allows it), so on a busy machine
 *   the request thread is served first. A worker ends after a minute without work, down to `minThreads`.
 * - Load shedding: besides one task per worker, at most `maxQueue` tasks wait; past that a request answers 503
 *   `server_busy` with Retry-After at once, like the password queue, instead of queueing without bound.
 * - Entry: `cpu-worker.ts` beside this file. A compiled build writes it beside its own entry as `cpu-worker.js`;
 *   the pool looks for the compiled file first, in the folder of the module that holds this code.
 */
export type TaskName = "teeSheetPdf" | "confirmationPdf" | "customerCsv";
type Tasks = Pick<typeof tasks, TaskName>;

export interface CpuPool {
  run<N extends TaskName>(
    name: N,
    task: Parameters<Tasks[N]>[0],
    transferList?: ArrayBuffer[],
  ): Promise<Awaited<ReturnType<Tasks[N]>>>;
  /** Waits for the running tasks, then ends the workers. */
  close(): Promise<void>;
}

export interface CpuPoolOptions {
  /** Workers kept running while idle: 1 in a server (the font is read before the first PDF), 0 in tests. */
  minThreads?: number;
  maxThreads?: number;
  maxQueue?: number;
  /** The worker entry's file; found beside this module by default. */
  filename?: string;
  /** Where a worker's failure outside any task is told (a task's own failure rejects that task). */
  log?: (line: string) => void;
}

const workerNames = ["cpu-worker.js", "cpu-worker.mjs", "cpu-worker.cjs", "cpu-worker.ts"];

/** The worker entry beside `dir`: the compiled `cpu-worker.js` in a build, the TypeScript source otherwise. */
export function workerEntry(dir = dirname(fileURLToPath(import.meta.url))): string {
  for (const name of workerNames) {
    const file = join(dir, name);
    if (existsSync(file)) return file;
  }
  throw new Error(`The worker pool's entry (cpu-worker.js) is missing from ${dir}`);
}

/**
 * The source entry runs through tsx's CommonJS hook (a development dependency, so only a source run uses it): a
 * worker thread does not inherit the module hooks of the thread that starts it, whether that runs under tsx (the
 * API today) or under the tests' own transform.
 */
function execArgvFor(filename: string) {
  if (!filename.endsWith(".ts")) return process.execArgv;
  return [...process.execArgv, "--require", createRequire(import.meta.url).resolve("tsx/cjs")];
}

export const defaultThreads = () => Math.max(1, availableParallelism() - 1);

export function createCpuPool(options: CpuPoolOptions = {}): CpuPool {
  const filename = options.filename ?? workerEntry();
  const maxThreads = options.maxThreads ?? defaultThreads();
  const maxQueue = options.maxQueue ?? 16;
  const pool = new Piscina({
    filename,
    execArgv: execArgvFor(filename),
    // The handler each worker loads as it starts (loading one loads the module, and so starts the font's read).
    name: "teeSheetPdf",
    minThreads: Math.min(options.minThreads ?? 0, maxThreads),
    maxThreads,
    idleTimeout: 60_000,
    niceIncrement: 10,
  });
  const log = options.log ?? ((line: string) => console.error(line));
  pool.on("error", (error: unknown) => log(`worker pool: ${error instanceof Error ? error.message : error}`));
  // Tasks running or waiting; counted here rather than read from piscina, whose queue also holds tasks that a
  // starting worker is about to take.
  let inFlight = 0;
  return {
    async run(name, task, transferList) {
      if (inFlight >= maxThreads + maxQueue) {
        throw new ApiError(503, "server_busy", undefined, { "Retry-After": "2" });
      }
      inFlight++;
      // piscina passes the list to postMessage; its type takes the options overload of postMessage instead.
      const transfer = transferList as unknown as NonNullable<Parameters<Piscina["run"]>[1]>["transferList"];
      try {
        return await pool.run(task, { name, ...(transferList ? { transferList: transfer } : {}) });
      } finally {
        inFlight--;
      }
    },
    close: () => pool.close(),
  };
}

let shared: CpuPool | null = null;

/**
 * The process's pool for an app made without one (tools, tests that make no PDF): a worker starts on the first
 * task and ends after a minute idle. A server makes its own with `minThreads: 1` and closes it on shutdown.
 */
export function sharedCpuPool(): CpuPool {
  shared ??= createCpuPool();
  return shared;
}
