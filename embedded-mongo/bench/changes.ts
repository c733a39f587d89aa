/**
 * Change-stream costs: how soon an event reaches 50 waiting streams at 1,000 writes/s, what 50 idle streams
 * cost, and that the retained history's memory stops growing once the history is full.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MongoClient } from "mongodb";
import { DEFAULT_HISTORY } from "../src/changes/oplog";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The server in a process of its own, so its CPU and memory are measured apart from the clients'. */
async function startServer(
  dir: string | undefined,
): Promise<{ child: ChildProcess; uri: string; stop(): Promise<string> }> {
  const where = dir ? ["--dbpath", dir] : ["--in-memory"];
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`]
        : []),
      "bin/embedded-mongo.mjs",
      ...where,
      "--port",
      "0",
    ],
    {
      cwd: packageDir,
      stdio: ["ignore", "pipe", "pipe"],
      // The server measures how soon each waiting stream answers after a commit, and prints it when it stops.
      env: { ...process.env, EMBEDDED_MONGO_DELIVERY_STATS: "1" },
    },
  );
  let errors = "";
  child.stderr?.on("data", (c: Buffer) => {
    errors += c.toString();
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    child.kill();
    await exited;
    return errors;
  };
  const uri = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (c: Buffer) => {
      out += c.toString();
      const m = /listening on (\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, uri, stop };
}

/** CPU time the process has used, in ms (utime + stime from /proc). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * 10;
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const STREAMS = Number(process.env.CHANGES_STREAMS ?? 50);
const RATE = Number(process.env.CHANGES_RATE ?? 1000);
const SECONDS = Number(process.env.CHANGES_SECONDS ?? 5);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function runChangeBench(inMemory: boolean): Promise<boolean> {
  const dir = inMemory ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "em-changes-"));
  const server = await startServer(dir);
  const pid = server.child.pid as number;
  const writer = await MongoClient.connect(server.uri, { maxPoolSize: 20 });
  const readers = spawn(
    process.execPath,
    ["--import", "tsx", "bench/change-readers.ts", server.uri, String(STREAMS)],
    {
      cwd: packageDir,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  const arrivals = new Promise<number[]>((resolve) =>
    readers.on("message", (m) => {
      if (typeof m === "object" && m) resolve((m as { arrivals: number[] }).arrivals);
    }),
  );
  const now = () => performance.timeOrigin + performance.now();
  try {
    const col = writer.db("bench").collection("events");
    await col.insertOne({ warm: true });
    const sent = new Map<number, number>();
    const acked = new Map<number, number>();
    await new Promise<void>((resolve) => readers.on("message", (m) => m === "ready" && resolve()));
    // Idle: 50 streams waiting, no writes.
    await new Promise((r) => setTimeout(r, 500));
    const cpu0 = cpuMs(pid);
    const idleStart = performance.now();
    await new Promise((r) => setTimeout(r, 5000));
    const idleMsPerSecond = (cpuMs(pid) - cpu0) / ((performance.now() - idleStart) / 1000);

    // 1,000 inserts a second, paced in 10 ms ticks, each acknowledged before its event is expected.
    const total = RATE * SECONDS;
    let n = 0;
    const start = performance.now();
    const pending: Promise<unknown>[] = [];
    while (n < total) {
      const due = Math.floor(((performance.now() - start) / 1000) * RATE);
      while (n < Math.min(due, total)) {
        const i = n++;
        sent.set(i, now());
        pending.push(col.insertOne({ n: i, at: new Date() }).then(() => acked.set(i, now())));
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    await Promise.all(pending);
    const achieved = total / ((performance.now() - start) / 1000);
    // Every event has had time to arrive once the last write is a few seconds old.
    await new Promise((r) => setTimeout(r, 3000));
    readers.send("done");
    const arrived = await arrivals;
    const fromSend: number[] = [];
    const fromAck: number[] = [];
    for (let k = 0; k < arrived.length; k += 2) {
      const n = arrived[k] as number;
      const at = arrived[k + 1] as number;
      fromSend.push(at - (sent.get(n) ?? at));
      fromAck.push(Math.max(0, at - (acked.get(n) ?? at)));
    }

    // Memory: many updates of one document; the history keeps DEFAULT_HISTORY changes, then stops growing.
    const one = writer.db("bench").collection("memory");
    await one.insertOne({ _id: 1 as never, pad: "x".repeat(200), n: 0 });
    const heap: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let k = 0; k < DEFAULT_HISTORY; k++) await one.updateOne({ _id: 1 as never }, { $inc: { n: 1 } });
      heap.push(rssMiB(pid));
    }

    fromSend.sort((a, b) => a - b);
    fromAck.sort((a, b) => a - b);
    const received = fromSend.length;
    console.log(
      `\nchange streams (${inMemory ? "in memory" : "on disk"}), ${STREAMS} streams, ${RATE} inserts/s for ${SECONDS} s`,
    );
    console.log(`  writes/s achieved                         ${achieved.toFixed(0)}`);
    console.log(`  events delivered                          ${received} of ${total * STREAMS}`);
    console.log(
      `  latency from insert sent, p50 / p99 (ms)  ${pct(fromSend, 0.5).toFixed(2)} / ${pct(fromSend, 0.99).toFixed(2)}`,
    );
    console.log(
      `  latency after its ack, p50 / p99 (ms)     ${pct(fromAck, 0.5).toFixed(2)} / ${pct(fromAck, 0.99).toFixed(2)}`,
    );
    console.log(`  server CPU, ${STREAMS} idle streams (ms per s) ${idleMsPerSecond.toFixed(1)}`);
    console.log(
      `  server memory after ${DEFAULT_HISTORY}, ${2 * DEFAULT_HISTORY}, ${3 * DEFAULT_HISTORY} updates (RSS MiB)  ${heap.map((h) => h.toFixed(1)).join(" / ")}`,
    );
    // The server's own figure: from a change's commit to the waiting getMore's reply with it.
    const served = /deliveries (\d+), from commit to reply p50 ([\d.]+) ms, p99 ([\d.]+) ms/.exec(
      await server.stop(),
    );
    console.log(
      `  server: commit to a waiting stream's reply, p50 / p99 (ms)  ${served?.[2]} / ${served?.[3]} (${served?.[1]} replies)`,
    );
    console.log(
      "  (the latencies above also hold the readers' process decoding 50 streams' events on the same cores)",
    );
    const ok = received === total * STREAMS && Number(served?.[3] ?? Number.POSITIVE_INFINITY) <= 10;
    console.log(
      `  target: every event; a waiting stream's reply p99 within 10 ms of the commit  ${ok ? "met" : "NOT met"}`,
    );
    return ok;
  } finally {
    readers.kill();
    await writer.close();
    await server.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("changes.ts"))
  runChangeBench(process.argv.includes("--in-memory")).then((ok) => {
    process.exitCode = ok ? 0 : 1;
  });
