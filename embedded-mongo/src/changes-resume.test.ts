import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Timestamp } from "bson";
import { type Document, MongoClient } from "mongodb";
import { startEmbeddedMongo } from "./index";
import { opened, take } from "./test/change-streams";
import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

describe("change streams: resuming", () => {
  it("resumes after a token, starts after an invalidate, and starts at an operation time", async () => {
    const col = h.db.collection("rs1");
    const stream = col.watch();
    await opened(stream);
    await col.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const [first, second] = await take(stream, 3);
    await stream.close();
    const resumed = col.watch([], { resumeAfter: first?._id });
    expect((await take(resumed, 2)).map((e) => e.fullDocument.n)).toEqual([2, 3]);
    await resumed.close();
    const atTime = col.watch([], { startAtOperationTime: second?.clusterTime as Timestamp });
    expect((await take(atTime, 2)).map((e) => e.fullDocument.n)).toEqual([2, 3]);
    await atTime.close();

    const ended = col.watch();
    await opened(ended);
    await col.drop();
    const [, invalidate] = await take(ended, 2);
    await col.insertOne({ n: 4 });
    const refused = col.watch([], { resumeAfter: invalidate?._id });
    await expect(refused.next()).rejects.toMatchObject({ code: 260 });
    await refused.close();
    const after = col.watch([], { startAfter: invalidate?._id });
    expect(((await after.next()) as Document).fullDocument.n).toBe(4);
    await after.close();
  });

  it("answers a postBatchResumeToken that moves on while nothing is reported", async () => {
    const col = h.db.collection("rs2");
    const stream = col.watch([{ $match: { "fullDocument.keep": true } }]);
    expect(await stream.tryNext()).toBeNull();
    const before = stream.resumeToken as Document;
    await col.insertOne({ keep: false });
    expect(await stream.tryNext()).toBeNull();
    const moved = stream.resumeToken as Document;
    expect(moved._data > before._data).toBe(true);
    await col.insertOne({ keep: true, n: 1 });
    // Resuming from the moved token skips the filtered insert and reports the next one.
    const resumed = col.watch([{ $match: { "fullDocument.keep": true } }], { resumeAfter: moved });
    expect(((await resumed.next()) as Document).fullDocument.n).toBe(1);
    await resumed.close();
    await stream.close();
  });

  it("answers a waiting getMore as soon as a change commits, and waits maxAwaitTimeMS otherwise", async () => {
    const col = h.db.collection("rs3");
    const stream = col.watch([], { maxAwaitTimeMS: 3000 });
    expect(await stream.tryNext()).toBeNull();
    const waiting = stream.next();
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await col.insertOne({ n: 1 });
    expect(((await waiting) as Document).fullDocument.n).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    await stream.close();

    const idle = col.watch([], { maxAwaitTimeMS: 300 });
    const t0 = Date.now();
    expect(await idle.tryNext()).toBeNull();
    expect(await idle.tryNext()).toBeNull();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
    await idle.close();
  }, 20_000);

  it("refuses to open in a transaction and on the internal databases", async () => {
    const session = h.client.startSession();
    session.startTransaction();
    await h.db.collection("rs4").insertOne({ a: 1 }, { session });
    const inTxn = h.db.collection("rs4").watch([], { session });
    await expect(inTxn.tryNext()).rejects.toMatchObject({ code: 263 });
    await inTxn.close();
    await session.abortTransaction();
    await session.endSession();
    const admin = h.client.db("admin").watch();
    await expect(admin.tryNext()).rejects.toMatchObject({ code: 73 });
    await admin.close();
  });
});

describe("change streams: retained history", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it("resumes after a restart, also after compaction, and answers 286 past the retained window", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "em-changes-"));
    dirs.push(dir);
    const open = async () => {
      const server = await startEmbeddedMongo({ dbPath: dir, changeHistory: 5, log: () => {} });
      const client = await MongoClient.connect(server.uri);
      return { server, client, col: client.db("test").collection("c") };
    };
    let s = await open();
    const stream = s.col.watch();
    await opened(stream);
    await s.col.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const session = s.client.startSession();
    await session.withTransaction(async () => {
      await s.col.insertOne({ n: 4 }, { session });
    });
    await session.endSession();
    const events = await take(stream, 4);
    await s.client.close();
    await s.server.stop();

    s = await open();
    // Resumed from the journal: the same events, tokens, times and transaction fields.
    const resumed = s.col.watch([], { resumeAfter: events[0]?._id });
    const again = await take(resumed, 3);
    expect(again).toEqual(events.slice(1));
    await resumed.close();
    await s.client.close();
    await s.server.stop();

    // Started again, the journal was compacted into a snapshot that keeps the history too.
    s = await open();
    const fromSnapshot = s.col.watch([], { resumeAfter: events[1]?._id });
    expect((await take(fromSnapshot, 2)).map((e) => e.fullDocument.n)).toEqual([3, 4]);
    await fromSnapshot.close();
    // Five changes are kept: after three more, the first events are gone.
    await s.col.insertMany([{ n: 5 }, { n: 6 }, { n: 7 }]);
    const lost = s.col.watch([], { resumeAfter: events[0]?._id });
    await expect(lost.next()).rejects.toMatchObject({ code: 286, codeName: "ChangeStreamHistoryLost" });
    await lost.close();
    const kept = s.col.watch([], { resumeAfter: events[3]?._id });
    expect((await take(kept, 3)).map((e) => e.fullDocument.n)).toEqual([5, 6, 7]);
    await kept.close();
    await s.client.close();
    await s.server.stop();
  });
});
