import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MongoClient } from "mongodb";
import { type EmbeddedMongoOptions, startEmbeddedMongo } from "./index";
import { readRecords } from "./storage/records";

const packageDir = path.resolve(__dirname, "..");
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-mongo-test-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Starts a server on `dir`, runs `fn` with a connected collection, and stops it again. */
async function withServer<T>(
  dir: string,
  fn: (col: import("mongodb").Collection) => Promise<T>,
  opts: EmbeddedMongoOptions = {},
) {
  const server = await startEmbeddedMongo({ dbPath: dir, log: () => {}, ...opts });
  const client = await MongoClient.connect(server.uri);
  try {
    return await fn(client.db("d").collection("docs"));
  } finally {
    await client.close();
    await server.stop();
  }
}

const journalOf = (dir: string) => {
  const name = fs.readdirSync(dir).find((f) => /^journal\.\d+$/.test(f));
  if (!name) throw new Error("no journal");
  return path.join(dir, name);
};

describe("durability", () => {
  it("keeps every acknowledged write when the process is killed with SIGKILL mid-burst", async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ["--import", "tsx", "src/test/crash-writer.ts", dir, "65536"], {
      cwd: packageDir,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const acked: number[] = [];
    let rest = "";
    const exited = new Promise((resolve) => child.on("exit", resolve));
    await new Promise<void>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const l of lines) acked.push(Number(l));
        if (acked.length >= 800) resolve();
      });
      child.on("exit", () => resolve());
    });
    child.kill("SIGKILL");
    await exited;
    expect(acked.length).toBeGreaterThanOrEqual(800);
    // The killed server leaves its journal preallocated: replay must take the zeros after the records as the end.
    const journals = fs.readdirSync(dir).filter((f) => f.startsWith("journal."));
    expect(journals.some((f) => fs.statSync(path.join(dir, f)).size >= 1 << 20)).toBe(true);
    const server = await startEmbeddedMongo({ dbPath: dir, log: () => {} });
    const client = await MongoClient.connect(server.uri);
    try {
      const col = client.db("crash").collection<{ _id: number; v?: number }>("acks");
      const present = new Set((await col.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id));
      expect(acked.filter((id) => !present.has(id))).toEqual([]);
      const updated = await col.find({ _id: { $in: acked.filter((id) => id % 5 === 0) } }).toArray();
      expect(updated.every((d) => d.v === d._id)).toBe(true);
    } finally {
      await client.close();
      await server.stop();
    }
  }, 30_000);

  it("cuts garbage appended to the journal and keeps every record before it", async () => {
    const dir = tempDir();
    await withServer(dir, async (col) => {
      await col.insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));
      await col.updateOne({ i: 3 }, { $set: { changed: true } });
    });
    fs.appendFileSync(journalOf(dir), Buffer.from("this is not a journal record, just garbage"));
    const logs: string[] = [];
    await withServer(
      dir,
      async (col) => {
        expect(await col.countDocuments()).toBe(50);
        expect(await col.findOne({ i: 3 }, { projection: { _id: 0 } })).toEqual({ i: 3, changed: true });
        await col.insertOne({ i: 50 });
      },
      { log: (l) => logs.push(l) },
    );
    expect(logs.some((l) => /torn or corrupt tail; cut at byte/.test(l))).toBe(true);
    await withServer(dir, async (col) => expect(await col.countDocuments()).toBe(51));
  });

  it("drops a torn last record but keeps the ones before it", async () => {
    const dir = tempDir();
    await withServer(dir, async (col) => {
      for (let i = 0; i < 10; i++) await col.insertOne({ i });
    });
    const journal = journalOf(dir);
    fs.truncateSync(journal, fs.statSync(journal).size - 7);
    await withServer(dir, async (col) => {
      expect((await col.find().sort({ i: 1 }).toArray()).map((d) => d.i)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8,
      ]);
    });
  });

  it("writes into preallocated space and leaves only the records behind at stop", async () => {
    const dir = tempDir();
    await withServer(dir, async (col) => {
      await col.insertOne({ i: 0 });
      // Zero-filled ahead of the records, so an acknowledged write does not change the file's size.
      const allocated = fs.statSync(journalOf(dir)).size;
      expect(allocated).toBeGreaterThanOrEqual(1 << 20);
      for (let i = 1; i < 20; i++) await col.insertOne({ i });
      expect(fs.statSync(journalOf(dir)).size).toBe(allocated);
    });
    const journal = fs.readFileSync(journalOf(dir));
    expect(journal.length).toBeLessThan(8192);
    expect(readRecords(journal).goodLength).toBe(journal.length);
  });

  it("grows the journal by further zero-filled extents and replays across them", async () => {
    const dir = tempDir();
    const pad = "x".repeat(1000);
    await withServer(dir, async (col) => {
      for (let batch = 0; batch < 30; batch++)
        await col.insertMany(Array.from({ length: 100 }, (_, i) => ({ n: batch * 100 + i, pad })));
      await col.insertOne({ n: 3000 });
      const size = fs.statSync(journalOf(dir)).size;
      expect(size).toBeGreaterThan(3_000_000);
      expect(size % (1 << 20)).toBe(0);
    });
    await withServer(dir, async (col) => {
      expect(await col.countDocuments()).toBe(3001);
      expect(await col.findOne({ n: 3000 }, { projection: { _id: 0 } })).toEqual({ n: 3000 });
    });
  });

  it("replays a preallocated journal whose zero tail is the end, without calling it damage", async () => {
    const dir = tempDir();
    await withServer(dir, async (col) => {
      for (let i = 0; i < 10; i++) await col.insertOne({ i });
    });
    // What a killed server leaves: the records followed by the zeros that were never written over.
    fs.appendFileSync(journalOf(dir), Buffer.alloc(3 << 20));
    const logs: string[] = [];
    await withServer(
      dir,
      async (col) =>
        expect((await col.find().sort({ i: 1 }).toArray()).map((d) => d.i)).toEqual([...Array(10).keys()]),
      { log: (l) => logs.push(l) },
    );
    expect(logs.filter((l) => /torn or corrupt/.test(l))).toEqual([]);
  });

  it("cuts a torn record followed by zeros, and keeps writing after the cut", async () => {
    const dir = tempDir();
    await withServer(dir, async (col) => {
      for (let i = 0; i < 10; i++) await col.insertOne({ i });
    });
    const journal = journalOf(dir);
    fs.truncateSync(journal, fs.statSync(journal).size - 7);
    fs.appendFileSync(journal, Buffer.alloc(1 << 20));
    const logs: string[] = [];
    await withServer(
      dir,
      async (col) => {
        expect(await col.countDocuments()).toBe(9);
        await col.insertOne({ i: 100 });
      },
      { log: (l) => logs.push(l) },
    );
    expect(
      logs.some((l) =>
        /torn or corrupt tail; cut at byte \d+ \(\d+ bytes dropped, \d+ records kept; the dropped bytes are saved in .*journal\.\d+\.damaged-/.test(
          l,
        ),
      ),
    ).toBe(true);
    await withServer(dir, async (col) =>
      expect((await col.find().sort({ i: 1 }).toArray()).map((d) => d.i)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 100,
      ]),
    );
  });

  it("compacts into a snapshot and restores collections, indexes and documents", async () => {
    const dir = tempDir();
    await withServer(
      dir,
      async (col) => {
        await col.createIndex({ email: 1 }, { unique: true });
        for (let i = 0; i < 200; i++) await col.insertOne({ email: `m${i}@x`, n: i });
        await col.deleteMany({ n: { $lt: 50 } });
        await col.updateMany({}, { $inc: { n: 1000 } });
        await col.db.renameCollection("docs", "tmp").then((c) => c.rename("docs"));
      },
      { compactBytes: 4096 },
    );
    expect(fs.readdirSync(dir).filter((f) => /^snapshot\.\d+$/.test(f)).length).toBe(1);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith("journal.")).length).toBe(1);
    await withServer(dir, async (col) => {
      expect(await col.countDocuments()).toBe(150);
      expect(await col.countDocuments({ n: { $gte: 1050 } })).toBe(150);
      await expect(col.insertOne({ email: "m60@x" })).rejects.toMatchObject({ code: 11000 });
    });
  });

  it("recovers from a crash at any step of compaction", async () => {
    const dir = tempDir();
    await withServer(dir, async (col) => {
      await col.insertMany([{ name: "kept" }, { name: "deleted later" }]);
    });
    const oldJournal = journalOf(dir);
    const oldJournalCopy = fs.readFileSync(oldJournal);
    // Crash before the snapshot rename: a half-written snapshot.tmp and the next journal are left behind.
    fs.writeFileSync(path.join(dir, "snapshot.tmp"), "half a snapshot");
    fs.writeFileSync(path.join(dir, "journal.99"), "");
    await withServer(dir, async (col) => {
      expect(await col.countDocuments()).toBe(2);
      await col.deleteOne({ name: "deleted later" });
    });
    expect(fs.existsSync(path.join(dir, "snapshot.tmp"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "journal.99"))).toBe(false);
    // Crash after the rename but before the old journal was removed: it must not be replayed again.
    fs.writeFileSync(oldJournal, oldJournalCopy);
    await withServer(dir, async (col) => {
      expect((await col.find().toArray()).map((d) => d.name)).toEqual(["kept"]);
    });
  });

  it("refuses a second process on the same data directory with a clear message", async () => {
    const dir = tempDir();
    const server = await startEmbeddedMongo({ dbPath: dir, log: () => {} });
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ["bin/embedded-mongo.mjs", "--dbpath", dir, "--port", "0"], {
          cwd: packageDir,
          stdio: ["ignore", "ignore", "pipe"],
        });
        let stderr = "";
        child.stderr.on("data", (c: Buffer) => {
          stderr += c.toString();
        });
        child.on("exit", (code) => resolve({ code, stderr }));
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`already in use by process ${process.pid}`);
    } finally {
      await server.stop();
    }
    await withServer(dir, async (col) => expect(await col.countDocuments()).toBe(0));
  }, 20_000);
});
