/**
 * Sequential ops/s through the official driver, with the targets checked at the end.
 * Each operation is measured in several rounds and the best round counts, so a burst of load from other
 * processes on the machine does not decide the result. On disk, each round also times a bare write + fdatasync.
 * Usage: npm run bench -w embedded-mongo [-- --in-memory]   (BENCH_SECONDS, BENCH_ROUNDS tune the run)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MongoClient, type ObjectId } from "mongodb";
import { startEmbeddedMongo } from "../src/index";
import { runChangeBench } from "./changes";
import { runScale } from "./scale";

const inMemory = process.argv.includes("--in-memory");
const seconds = Number(process.env.BENCH_SECONDS ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const BIG = 100_000;

async function rate(op: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 100; i++) await op(i);
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(seconds * 1e9));
  let n = 0;
  while (process.hrtime.bigint() < deadline) await op(n++);
  return n / (Number(process.hrtime.bigint() - start) / 1e9);
}

/**
 * The floor under a durable write on this disk, without the server: the median time to write one small record
 * in place into zero-filled space and fdatasync it, as the journal does. A write acknowledged after this cannot
 * come back sooner than a ping round trip plus this, which caps the single-connection write rate.
 */
function syncCost(dir: string): number {
  const file = path.join(dir, "fsync-probe");
  const fd = fs.openSync(file, "w");
  const record = Buffer.alloc(120, 1);
  const times: number[] = [];
  try {
    fs.writeSync(fd, Buffer.alloc(4 << 20));
    fs.fsyncSync(fd);
    const start = process.hrtime.bigint();
    const deadline = start + BigInt(Math.round(seconds * 1e9));
    while (process.hrtime.bigint() < deadline && (times.length + 1) * record.length < 4 << 20) {
      const t = process.hrtime.bigint();
      fs.writeSync(fd, record, 0, record.length, times.length * record.length);
      fs.fdatasyncSync(fd);
      times.push(Number(process.hrtime.bigint() - t) / 1e9);
    }
  } finally {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1] ?? 0;
}

const dir = inMemory ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "embedded-mongo-bench-"));
const server = await startEmbeddedMongo({ dbPath: dir, inMemory, log: () => {} });
const client = await MongoClient.connect(server.uri, { maxPoolSize: 1 });
try {
  const db = client.db("bench");
  console.log(
    `embedded-mongo benchmark (${inMemory ? "in memory" : "on disk: every write fsynced before it is acknowledged"})`,
  );
  const small = db.collection<{ _id?: ObjectId; i: number; name: string; n: number }>("small");
  const ids: ObjectId[] = [];
  for (let i = 0; i < 1000; i++)
    ids.push((await small.insertOne({ i, name: `member ${i}`, n: 0 })).insertedId);
  const pick = (i: number) => ids[(i * 7919) % ids.length] as ObjectId;

  const big = db.collection("big");
  for (let start = 0; start < BIG; start += 5000) {
    const docs = Array.from({ length: 5000 }, (_, k) => {
      const i = start + k;
      return { code: `C${i}`, codeCopy: `C${i}`, club: i % 50, fee: (i % 97) * 100 };
    });
    await big.insertMany(docs);
  }
  await big.createIndex({ code: 1 });
  const key = (i: number) => `C${(i * 7919) % BIG}`;

  const ops: [string, (i: number) => Promise<unknown>][] = [
    ["ping", () => db.command({ ping: 1 })],
    ["insertOne", (i) => small.insertOne({ i, name: `member ${i}`, n: 0 })],
    ["findOne by _id", (i) => small.findOne({ _id: pick(i) })],
    ["updateOne by _id", (i) => small.updateOne({ _id: pick(i) }, { $inc: { n: 1 } })],
    [`find indexed (${BIG / 1000}k docs)`, (i) => big.find({ code: key(i) }).toArray()],
    [`find unindexed (${BIG / 1000}k docs)`, (i) => big.find({ codeCopy: key(i) }).toArray()],
  ];
  const best = new Map<string, number>();
  let bestSync: number | undefined;
  for (let r = 0; r < rounds; r++) {
    for (const [name, op] of ops) best.set(name, Math.max(best.get(name) ?? 0, await rate(op)));
    if (dir) bestSync = Math.min(bestSync ?? Number.POSITIVE_INFINITY, syncCost(dir));
  }
  for (const [name] of ops)
    console.log(`${name.padEnd(28)} ${(best.get(name) ?? 0).toFixed(0).padStart(8)} ops/s`);

  const [ping, insert, findById, updateById, indexed, unindexed] = ops.map(([name]) => best.get(name) ?? 0);

  // Not a target: shows writes from several connections sharing one fsync (group commit).
  const pooled = await MongoClient.connect(server.uri, { maxPoolSize: 8 });
  const concurrent = pooled.db("bench").collection("concurrent");
  const perWriter = await rate(async (i) => {
    await Promise.all(Array.from({ length: 8 }, (_, w) => concurrent.insertOne({ i, w })));
  });
  await pooled.close();
  console.log(`${"insertOne, 8 concurrent".padEnd(28)} ${(perWriter * 8).toFixed(0).padStart(8)} ops/s`);
  if (bestSync !== undefined) {
    const pingSeconds = 1 / (ping ?? 1);
    console.log(
      `\nwrite + fdatasync alone: ${(bestSync * 1e6).toFixed(0)} µs; ping round trip: ${(pingSeconds * 1e6).toFixed(0)} µs; ` +
        `so a durable single-connection write can reach at most ${((pingSeconds / (pingSeconds + bestSync)) * 100).toFixed(0)}% of ping here`,
    );
  }
  const pct = (x = 0) => `${((x / (ping ?? 1)) * 100).toFixed(0)}% of ping`;
  const atLeast = (x = 0, y = 0, factor = 1) => x >= factor * y;
  const checks: [string, boolean][] = [
    [`insertOne >= 70% of ping (${pct(insert)})`, atLeast(insert, ping, 0.7)],
    [`findOne by _id >= 70% of ping (${pct(findById)})`, atLeast(findById, ping, 0.7)],
    [`updateOne by _id >= 70% of ping (${pct(updateById)})`, atLeast(updateById, ping, 0.7)],
    [
      `indexed find within 2x of findOne by _id (${((findById ?? 0) / (indexed ?? 1)).toFixed(2)}x slower)`,
      atLeast(indexed, findById, 0.5),
    ],
    [
      `indexed find >= 20x unindexed (${((indexed ?? 0) / (unindexed ?? 1)).toFixed(0)}x)`,
      atLeast(indexed, unindexed, 20),
    ],
  ];
  console.log("\ntargets:");
  for (const [label, ok] of checks) console.log(`  ${ok ? "PASS" : "FAIL"}  ${label}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await client.close();
  await server.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

// Change streams: event latency with 50 streams at 1,000 writes/s, idle cost, bounded history; `--no-changes` skips it.
if (!process.argv.includes("--no-changes") && !(await runChangeBench(inMemory))) process.exitCode = 1;
// The scale run (a million reservations, SIGKILL, restart) is on disk only; `--no-scale` skips it.
if (!inMemory && !process.argv.includes("--no-scale") && !(await runScale())) process.exitCode = 1;
