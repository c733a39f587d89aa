/**
 * Sequential ops/s through the official driver, with the issue's targets checked at the end.
 * Usage: npm run bench -w embedded-mongo [-- --in-memory]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MongoClient, type ObjectId } from "mongodb";
import { startEmbeddedMongo } from "../src/index";

const inMemory = process.argv.includes("--in-memory");
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const BIG = 100_000;

async function measure(name: string, op: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 200; i++) await op(i);
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(seconds * 1e9);
  let n = 0;
  while (process.hrtime.bigint() < deadline) await op(n++);
  const rate = n / (Number(process.hrtime.bigint() - start) / 1e9);
  console.log(`${name.padEnd(28)} ${rate.toFixed(0).padStart(8)} ops/s`);
  return rate;
}

const dir = inMemory ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "embedded-mongo-bench-"));
const server = await startEmbeddedMongo({ dbPath: dir, inMemory, log: () => {} });
const client = await MongoClient.connect(server.uri, { maxPoolSize: 1 });
try {
  const db = client.db("bench");
  console.log(`embedded-mongo benchmark (${inMemory ? "in memory" : `on disk, fsync per write, ${dir}`})`);
  const ping = await measure("ping", () => db.command({ ping: 1 }));

  const small = db.collection<{ _id?: ObjectId; i: number; name: string; n: number }>("small");
  const ids: ObjectId[] = [];
  const insert = await measure("insertOne", async (i) => {
    const r = await small.insertOne({ i, name: `member ${i}`, n: 0 });
    ids.push(r.insertedId);
  });
  const pick = (i: number) => ids[(i * 7919) % ids.length] as ObjectId;
  const findById = await measure("findOne by _id", (i) => small.findOne({ _id: pick(i) }));
  const updateById = await measure("updateOne by _id", (i) =>
    small.updateOne({ _id: pick(i) }, { $inc: { n: 1 } }),
  );

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
  const indexed = await measure(`find indexed (${BIG / 1000}k docs)`, (i) =>
    big.find({ code: key(i) }).toArray(),
  );
  const unindexed = await measure(`find unindexed (${BIG / 1000}k docs)`, (i) =>
    big.find({ codeCopy: key(i) }).toArray(),
  );

  const checks: [string, boolean][] = [
    [`insertOne >= 70% of ping (${((insert / ping) * 100).toFixed(0)}%)`, insert >= 0.7 * ping],
    [`findOne by _id >= 70% of ping (${((findById / ping) * 100).toFixed(0)}%)`, findById >= 0.7 * ping],
    [
      `updateOne by _id >= 70% of ping (${((updateById / ping) * 100).toFixed(0)}%)`,
      updateById >= 0.7 * ping,
    ],
    [
      `indexed find within 2x of findOne by _id (${(findById / indexed).toFixed(2)}x)`,
      indexed * 2 >= findById,
    ],
    [`indexed find >= 20x unindexed (${(indexed / unindexed).toFixed(0)}x)`, indexed >= 20 * unindexed],
  ];
  console.log("\ntargets:");
  for (const [label, ok] of checks) console.log(`  ${ok ? "PASS" : "FAIL"}  ${label}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await client.close();
  await server.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
