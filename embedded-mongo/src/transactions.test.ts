import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Binary, type Document, Long, MongoClient, MongoServerError } from "mongodb";
import { startEmbeddedMongo } from "./index";
import { connect, disconnect, type Harness, rawCommand } from "./test/harness";

const packageDir = path.resolve(__dirname, "..");
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-mongo-txn-"));
  dirs.push(dir);
  return dir;
};

let h: Harness;
let other: MongoClient;
beforeAll(async () => {
  h = await connect();
  other = await MongoClient.connect(h.server.uri);
});
afterAll(async () => {
  await other.close();
  await disconnect(h);
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: documents of every shape
type Doc = { _id: number; [k: string]: any };

describe("transactions, as on a single-node replica set", () => {
  it("aborts a transaction left open past the lifetime limit, freeing what it wrote for others", async () => {
    const server = await startEmbeddedMongo({ inMemory: true, transactionLifetimeMs: 300 });
    const dead = await MongoClient.connect(server.uri);
    const alive = await MongoClient.connect(server.uri);
    try {
      const places = (client: MongoClient) => client.db("t").collection<Doc>("places");
      await places(alive).insertOne({ _id: 1, free: 4 });
      // A client that writes in a transaction and never finishes it (its process died).
      const session = dead.startSession();
      session.startTransaction();
      await places(dead).updateOne({ _id: 1 }, { $inc: { free: -2 } }, { session });
      const blocked = alive.startSession();
      try {
        blocked.startTransaction();
        await expect(
          places(alive).updateOne({ _id: 1 }, { $inc: { free: -1 } }, { session: blocked }),
        ).rejects.toMatchObject({ code: 112 });
        await blocked.abortTransaction();
      } finally {
        await blocked.endSession();
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
      const retry = alive.startSession();
      try {
        await retry.withTransaction(async () => {
          await places(alive).updateOne({ _id: 1 }, { $inc: { free: -1 } }, { session: retry });
        });
      } finally {
        await retry.endSession();
      }
      expect(await places(alive).findOne({ _id: 1 })).toEqual({ _id: 1, free: 3 });
    } finally {
      await dead.close(true);
      await alive.close();
      await server.stop();
    }
  });

  it("presents itself as the primary of a one-member replica set", async () => {
    const hello = await h.client.db("admin").command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      setName: "embedded",
      hosts: [`127.0.0.1:${h.server.port}`],
    });
    expect(hello.logicalSessionTimeoutMinutes).toBe(30);
  });

  it("commits several collections at once; until then nobody else sees the writes", async () => {
    const places = h.db.collection<Doc>("places");
    await places.insertOne({ _id: 1, free: 10 });
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await places.updateOne({ _id: 1 }, { $inc: { free: -2 } }, { session });
      await h.db.collection<Doc>("bookings").insertOne({ _id: 1, places: 2 }, { session });
      await h.db.collection<Doc>("audit").insertOne({ _id: 1, what: "booked" }, { session });
      // Inside: its own writes. Outside: nothing yet.
      expect(await places.findOne({ _id: 1 }, { session })).toEqual({ _id: 1, free: 8 });
      expect(await h.db.collection("bookings").countDocuments({}, { session })).toBe(1);
      const outside = other.db("test");
      expect(await outside.collection("places").findOne({ _id: 1 } as never)).toEqual({ _id: 1, free: 10 });
      expect(await outside.collection("bookings").countDocuments()).toBe(0);
      expect((await outside.listCollections().toArray()).map((c) => c.name)).not.toContain("audit");
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await places.findOne({ _id: 1 })).toEqual({ _id: 1, free: 8 });
    expect(await h.db.collection("bookings").countDocuments()).toBe(1);
    expect(await h.db.collection("audit").countDocuments()).toBe(1);
  });

  it("discards everything on abort", async () => {
    const col = h.db.collection<Doc>("aborted");
    await col.insertOne({ _id: 1, v: 1 });
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await col.insertOne({ _id: 2, v: 2 }, { session });
      await col.deleteOne({ _id: 1 }, { session });
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await col.find().toArray()).toEqual([{ _id: 1, v: 1 }]);
  });

  it("reads a snapshot: writes committed after the transaction's first read stay invisible to it", async () => {
    const col = h.db.collection<Doc>("snap");
    await col.insertMany([
      { _id: 1, v: 1 },
      { _id: 2, v: 2 },
    ]);
    const session = h.client.startSession();
    try {
      session.startTransaction({ readConcern: { level: "snapshot" } });
      expect(await col.countDocuments({}, { session })).toBe(2);
      const outside = other.db("test").collection<Doc>("snap");
      await outside.insertOne({ _id: 3, v: 3 });
      await outside.updateOne({ _id: 1 }, { $set: { v: 100 } });
      await outside.deleteOne({ _id: 2 });
      expect(await col.find({}, { session }).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, v: 1 },
        { _id: 2, v: 2 },
      ]);
      expect(await col.countDocuments({ v: 100 }, { session })).toBe(0);
      expect(await col.findOne({ _id: 2 }, { session })).toEqual({ _id: 2, v: 2 });
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await col.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: 100 },
      { _id: 3, v: 3 },
    ]);
  });

  it("answers a write conflict with WriteConflict (112) and TransientTransactionError", async () => {
    const col = h.db.collection<Doc>("conflict");
    await col.insertOne({ _id: 1, n: 0 });
    const a = h.client.startSession();
    const b = other.startSession();
    try {
      a.startTransaction();
      b.startTransaction();
      await col.updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session: a });
      const err = await other
        .db("test")
        .collection<Doc>("conflict")
        .updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session: b })
        .catch((e) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err).toMatchObject({ code: 112, codeName: "WriteConflict" });
      expect(err.hasErrorLabel("TransientTransactionError")).toBe(true);
      await a.commitTransaction();
      await b.abortTransaction().catch(() => undefined);
    } finally {
      await a.endSession();
      await b.endSession();
    }
    expect(await col.findOne({ _id: 1 })).toEqual({ _id: 1, n: 1 });
  });

  it("lets the driver's withTransaction retry conflicting transactions until each applies once", async () => {
    const col = h.db.collection<Doc>("counter");
    await col.insertOne({ _id: 1, n: 0 });
    const clients = [h.client, other];
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const client = clients[i % 2] as MongoClient;
        const session = client.startSession();
        try {
          await session.withTransaction(async () => {
            const c = client.db("test").collection<Doc>("counter");
            const doc = await c.findOne({ _id: 1 }, { session });
            await c.updateOne({ _id: 1 }, { $set: { n: (doc?.n as number) + 1 } }, { session });
            await c.db.collection("counter-log").insertOne({ by: i }, { session });
          });
        } finally {
          await session.endSession();
        }
      }),
    );
    expect(await col.findOne({ _id: 1 })).toEqual({ _id: 1, n: 10 });
    expect(await h.db.collection("counter-log").countDocuments()).toBe(10);
  });

  it("aborts a transaction whose document a write outside it changed", async () => {
    const col = h.db.collection<Doc>("outside");
    await col.insertOne({ _id: 1, v: 0 });
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await col.updateOne({ _id: 1 }, { $set: { v: 1 } }, { session });
      await other
        .db("test")
        .collection<Doc>("outside")
        .updateOne({ _id: 1 }, { $set: { v: 2 } });
      const err = await session.commitTransaction().catch((e) => e);
      expect(err).toMatchObject({ code: 112 });
      expect(err.hasErrorLabel("TransientTransactionError")).toBe(true);
    } finally {
      await session.endSession();
    }
    expect(await col.findOne({ _id: 1 })).toEqual({ _id: 1, v: 2 });
  });

  it("enforces unique indexes inside a transaction and aborts it on a write error", async () => {
    const col = h.db.collection<Doc>("uniq");
    await col.createIndex({ email: 1 }, { unique: true });
    await col.insertOne({ _id: 1, email: "a@x" });
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await col.insertOne({ _id: 2, email: "b@x" }, { session });
      await expect(col.insertOne({ _id: 3, email: "b@x" }, { session })).rejects.toMatchObject({
        code: 11000,
      });
      await expect(col.insertOne({ _id: 4, email: "c@x" }, { session })).rejects.toMatchObject({ code: 251 });
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect(await col.countDocuments()).toBe(1);
  });

  it("follows MongoDB's transaction state rules", async () => {
    const lsid = { id: new Binary(Buffer.alloc(16, 7), 4) };
    const t = (n: number) => Long.fromNumber(n);
    const cmd = (c: Document) => rawCommand(h.server.port, { ...c, lsid, autocommit: false });
    const insert = (n: number, extra = {}) =>
      cmd({ insert: "states", documents: [{ n }], txnNumber: t(n), $db: "test", ...extra });
    const end = (name: string, n: number) => cmd({ [name]: 1, txnNumber: t(n), $db: "admin" });
    expect(await insert(1, { startTransaction: true })).toMatchObject({ ok: 1, n: 1 });
    expect(await end("commitTransaction", 1)).toMatchObject({ ok: 1 });
    // A retried commit succeeds again; an abort after it does not.
    expect(await end("commitTransaction", 1)).toMatchObject({ ok: 1 });
    expect(await end("abortTransaction", 1)).toMatchObject({ ok: 0, code: 256 });
    expect(await insert(2)).toMatchObject({ ok: 0, code: 251, errorLabels: ["TransientTransactionError"] });
    expect(await insert(0, { startTransaction: true })).toMatchObject({ ok: 0, code: 225 });
    expect(await insert(3, { startTransaction: true })).toMatchObject({ ok: 1 });
    expect(await cmd({ count: "states", txnNumber: t(3), $db: "test" })).toMatchObject({ ok: 0, code: 263 });
    // That failure aborted transaction 3.
    expect(await end("commitTransaction", 3)).toMatchObject({ ok: 0, code: 251 });
    expect(await insert(4, { startTransaction: true, readConcern: { level: "linearizable" } })).toMatchObject(
      {
        ok: 0,
        code: 72,
      },
    );
    expect(await insert(5, { startTransaction: true })).toMatchObject({ ok: 1 });
    expect(await insert(5, { readConcern: { level: "snapshot" } })).toMatchObject({ ok: 0, code: 72 });
    expect((await h.db.collection("states").find().toArray()).map((d) => d.n)).toEqual([1]);
  });

  it("answers a write concern one member cannot satisfy with UnsatisfiableWriteConcern, after applying the write", async () => {
    const reply = await rawCommand(h.server.port, {
      insert: "wc",
      documents: [{ _id: 1 }],
      writeConcern: { w: 3 },
      $db: "test",
    });
    expect(reply).toMatchObject({ ok: 1, n: 1, writeConcernError: { code: 100 } });
    expect(await h.db.collection("wc").countDocuments()).toBe(1);
  });

  it("applies a retried write once, also after a restart", async () => {
    const dir = tempDir();
    const lsid = { id: new Binary(Buffer.alloc(16, 9), 4) };
    const cmd = { insert: "retry", documents: [{ k: 1 }], lsid, txnNumber: Long.fromNumber(5), $db: "d" };
    for (let restart = 0; restart < 3; restart++) {
      // Then a restart replays the journal, and the next one reads the snapshot the first wrote.
      const server = await startEmbeddedMongo({ dbPath: dir, log: () => {} });
      const client = await MongoClient.connect(server.uri);
      try {
        expect(await rawCommand(server.port, cmd)).toMatchObject({ n: 1, ok: 1 });
        expect(await rawCommand(server.port, cmd)).toMatchObject({ n: 1, ok: 1 });
        expect(await client.db("d").collection("retry").countDocuments()).toBe(1);
        expect(await rawCommand(server.port, { ...cmd, txnNumber: Long.fromNumber(4) })).toMatchObject({
          ok: 0,
          code: 225,
        });
      } finally {
        await client.close();
        await server.stop();
      }
    }
  });

  it.each([
    ["half", "none"],
    ["full", "all"],
  ])(
    "keeps all or none of a transaction whose commit is cut by a crash (%s record written)",
    async (mode, expected) => {
      const dir = tempDir();
      const child = spawn(process.execPath, ["--import", "tsx", "src/test/txn-crash.ts", dir, mode], {
        cwd: packageDir,
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (c: Buffer) => {
        out += c.toString();
      });
      const signal = await new Promise((resolve) => child.on("exit", (_code, sig) => resolve(sig)));
      expect(signal).toBe("SIGKILL");
      expect(out).toBe("ready\n");
      const server = await startEmbeddedMongo({ dbPath: dir, log: () => {} });
      const client = await MongoClient.connect(server.uri);
      try {
        const db = client.db("shop");
        const state = {
          free: (await db.collection("places").findOne({ _id: 1 } as never))?.free,
          bookings: await db.collection("bookings").countDocuments(),
          audit: await db.collection("audit").countDocuments(),
        };
        expect(state).toEqual(
          expected === "all" ? { free: 8, bookings: 1, audit: 50 } : { free: 10, bookings: 0, audit: 0 },
        );
      } finally {
        await client.close();
        await server.stop();
      }
    },
    30_000,
  );
});
