import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MongoClient } from "mongodb";
import { type EmbeddedMongoOptions, startEmbeddedMongo } from "./index";

const packageDir = path.resolve(__dirname, "..");
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-mongo-storage-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const child = (script: string, args: string[]) =>
  spawn(process.execPath, ["--import", "tsx", `src/test/${script}`, ...args], {
    cwd: packageDir,
    stdio: ["ignore", "pipe", "inherit"],
  });

/** Resolves with the child's stdout lines once `done` says so (or the child exits). */
function readLines(proc: ChildProcess, done: (lines: string[]) => boolean): Promise<string[]> {
  const lines: string[] = [];
  let rest = "";
  return new Promise((resolve) => {
    proc.stdout?.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts);
      if (done(lines)) resolve(lines);
    });
    proc.on("exit", () => resolve(lines));
  });
}

async function withClient<T>(
  dir: string,
  fn: (c: MongoClient) => Promise<T>,
  opts: EmbeddedMongoOptions = {},
) {
  const server = await startEmbeddedMongo({ dbPath: dir, log: () => {}, ...opts });
  const client = await MongoClient.connect(server.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

describe("storage at scale and under faults", () => {
  it("restarts after SIGKILL with 250,000 documents, from the journal and then from the snapshot", async () => {
    const dir = tempDir();
    const total = 250_000;
    const writer = child("bulk-writer.ts", [dir, String(total)]);
    const exited = new Promise((resolve) => writer.on("exit", resolve));
    const lines = await readLines(writer, (l) => l.includes(String(total)));
    writer.kill("SIGKILL");
    await exited;
    expect(lines).toContain(String(total));
    for (let round = 0; round < 2; round++) {
      // Round 0 replays the journal (and writes a snapshot), round 1 loads that snapshot.
      await withClient(dir, async (client) => {
        const col = client.db("big").collection<{ _id: number; club: number }>("bookings");
        expect(await col.estimatedDocumentCount()).toBe(total);
        expect(await col.countDocuments({ club: 7 })).toBe(total / 40);
        expect(await col.findOne({ _id: total - 1 })).toMatchObject({ club: (total - 1) % 40 });
      });
      if (round === 0) expect(fs.readdirSync(dir).some((f) => /^snapshot\.\d+$/.test(f))).toBe(true);
    }
  }, 120_000);

  it("keeps the data directory and its files private to the server's user", async () => {
    const parent = tempDir();
    const dir = path.join(parent, "data");
    const old = process.umask(0o022);
    try {
      await withClient(dir, async (client) => {
        await client.db("d").collection("c").insertOne({ secret: "hash" });
      });
      await withClient(dir, async () => {}, { compactBytes: 1 });
    } finally {
      process.umask(old);
    }
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const files = fs.readdirSync(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect([f, fs.statSync(path.join(dir, f)).mode & 0o777]).toEqual([f, 0o600]);
  });

  it("copies a damaged journal tail aside before cutting it, and says so", async () => {
    const dir = tempDir();
    await withClient(dir, async (client) => {
      await client
        .db("d")
        .collection("c")
        .insertMany([{ i: 1 }, { i: 2 }]);
    });
    const journal = path.join(dir, fs.readdirSync(dir).find((f) => /^journal\.\d+$/.test(f)) as string);
    const garbage = Buffer.from("not a record at all, but someone may want these bytes");
    fs.appendFileSync(journal, garbage);
    const logs: string[] = [];
    await withClient(
      dir,
      async (client) => expect(await client.db("d").collection("c").countDocuments()).toBe(2),
      { log: (l) => logs.push(l) },
    );
    const aside = fs.readdirSync(dir).filter((f) => /^journal\.\d+\.damaged-/.test(f));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, aside[0] as string))).toEqual(garbage);
    expect(logs.some((l) => l.includes(aside[0] as string))).toBe(true);
  });

  it("falls back to the previous snapshot generation, with its journals, when the newest is damaged", async () => {
    const dir = tempDir();
    const c = (client: MongoClient) => client.db("d").collection<{ _id: number }>("c");
    await withClient(dir, (client) => c(client).insertMany([{ _id: 1 }, { _id: 2 }]));
    // The restart writes generation 1; its journal then receives _id 3.
    await withClient(dir, (client) => c(client).insertOne({ _id: 3 }));
    // Keep a copy of generation 1, as if the crash came before it was deleted.
    const saved = new Map(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f))]));
    await withClient(dir, (client) => c(client).insertOne({ _id: 4 }));
    for (const [f, data] of saved)
      if (/^(snapshot|journal)\.1$/.test(f)) fs.writeFileSync(path.join(dir, f), data);
    const newest = fs
      .readdirSync(dir)
      .filter((f) => /^snapshot\.\d+$/.test(f))
      .sort()
      .pop() as string;
    expect(newest).toBe("snapshot.2");
    const file = path.join(dir, newest);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 3] = (bytes[bytes.length - 3] ?? 0) ^ 0xff;
    fs.writeFileSync(file, bytes);
    const logs: string[] = [];
    await withClient(
      dir,
      async (client) => {
        const ids = (await client.db("d").collection("c").find().toArray()).map((d) => d._id);
        expect(ids.sort()).toEqual([1, 2, 3, 4]);
      },
      { log: (l) => logs.push(l) },
    );
    expect(logs.some((l) => /snapshot\.2 is damaged.*previous generation/.test(l))).toBe(true);
  });

  it("refuses a write whose fsync fails, never shows it to a reader, and restarts with exactly the acknowledged writes", async () => {
    const dir = tempDir();
    let failing = false;
    let failures = 0;
    const storageIO = {
      write: (fd: number, buf: Buffer, offset: number, length: number, position: number) =>
        fs.writeSync(fd, buf, offset, length, position),
      fdatasync: (fd: number) => {
        if (failing) {
          failing = false;
          failures++;
          throw Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" });
        }
        fs.fdatasyncSync(fd);
      },
    };
    const server = await startEmbeddedMongo({ dbPath: dir, log: () => {}, storageIO });
    const writer = await MongoClient.connect(server.uri, { retryWrites: false });
    const reader = await MongoClient.connect(server.uri);
    try {
      const col = writer.db("d").collection<{ _id: number; v: number }>("c");
      const seen = reader.db("d").collection<{ _id: number; v: number }>("c");
      await col.insertOne({ _id: 1, v: 1 });
      for (let round = 0; round < 5; round++) {
        failing = true;
        const [write, read] = await Promise.allSettled([
          col.insertOne({ _id: 100 + round, v: 0 }),
          seen.find({}).toArray(),
        ]);
        expect(write.status).toBe("rejected");
        expect(read.status === "fulfilled" ? read.value.map((d) => d._id) : read.reason).toEqual([1]);
      }
      failing = true;
      await expect(col.updateOne({ _id: 1 }, { $set: { v: 2 } })).rejects.toThrow(/journal write failed/);
      failing = true;
      await expect(writer.db("d").collection("other").insertOne({ x: 1 })).rejects.toThrow();
      failing = true;
      await expect(col.deleteOne({ _id: 1 })).rejects.toThrow();
      expect(await seen.find({}).toArray()).toEqual([{ _id: 1, v: 1 }]);
      expect((await reader.db("d").listCollections().toArray()).map((c) => c.name)).toEqual(["c"]);
      // Writes go on once the disk works again.
      await col.insertOne({ _id: 2, v: 2 });
      expect(failures).toBe(8);
    } finally {
      await writer.close();
      await reader.close();
      await server.stop();
    }
    await withClient(dir, async (client) => {
      expect(await client.db("d").collection("c").find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, v: 1 },
        { _id: 2, v: 2 },
      ]);
      expect((await client.db("d").listCollections().toArray()).map((c) => c.name)).toEqual(["c"]);
    });
  });

  it("lets exactly one of two servers started at the same instant serve a directory, 20 times in a row", async () => {
    const dir = tempDir();
    for (let round = 0; round < 20; round++) {
      const at = String(Date.now() + 1500);
      const procs = [child("start-at.ts", [dir, at]), child("start-at.ts", [dir, at])];
      const outcomes = await Promise.all(
        procs.map((p) => readLines(p, (l) => l.some((x) => x === "serving" || x.startsWith("refused")))),
      );
      const serving = outcomes.filter((l) => l.includes("serving")).length;
      const refused = outcomes.filter((l) => l.some((x) => /refused: .*already in use/.test(x))).length;
      const exits = procs.map(
        (p) => new Promise((resolve) => (p.exitCode !== null ? resolve(0) : p.on("exit", resolve))),
      );
      for (const p of procs) p.kill("SIGKILL");
      await Promise.all(exits);
      expect({ round, serving, refused }).toEqual({ round, serving: 1, refused: 1 });
    }
  }, 120_000);
});
