import { MongoClient } from "mongodb";
import { type EmbeddedMongo, startEmbeddedMongo } from "./index";
import { connect, disconnect, type Harness } from "./test/harness";

let server: EmbeddedMongo;
let client: MongoClient;
beforeAll(async () => {
  server = await startEmbeddedMongo({ inMemory: true, enableTestCommands: true, log: () => {} });
  client = await MongoClient.connect(server.uri, { retryWrites: false });
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

const admin = () => client.db("admin");
const failCommand = (mode: unknown, data: Record<string, unknown>) =>
  admin().command({ configureFailPoint: "failCommand", mode, data });

describe("fail points", () => {
  it("are offered only with test commands on, as on mongod", async () => {
    let h: Harness | undefined;
    try {
      h = await connect();
      await expect(
        h.client.db("admin").command({ configureFailPoint: "failCommand", mode: "alwaysOn" }),
      ).rejects.toMatchObject({ code: 59 });
    } finally {
      await disconnect(h);
    }
  });

  it("fails the named commands with alwaysOn until turned off, and counts the hits", async () => {
    const col = client.db("test").collection("fp1");
    await failCommand("alwaysOn", { failCommands: ["insert"], errorCode: 2, errorLabels: ["Custom"] });
    await expect(col.insertOne({ a: 1 })).rejects.toMatchObject({ code: 2, errorLabels: ["Custom"] });
    await expect(col.insertOne({ a: 1 })).rejects.toMatchObject({ code: 2 });
    expect(await col.countDocuments()).toBe(0);
    expect(await failCommand("off", {})).toMatchObject({ count: 2 });
    await col.insertOne({ a: 1 });
    expect(await col.countDocuments()).toBe(1);
  });

  it("fails a given number of times", async () => {
    const col = client.db("test").collection("fp2");
    await failCommand({ times: 2 }, { failCommands: ["find"], errorCode: 2 });
    await expect(col.findOne({})).rejects.toMatchObject({ code: 2 });
    await expect(col.findOne({})).rejects.toMatchObject({ code: 2 });
    expect(await col.findOne({})).toBeNull();
  });

  it("closes the connection, blocks it, and answers a write concern error", async () => {
    const col = client.db("test").collection("fp3");
    await failCommand({ times: 1 }, { failCommands: ["insert"], closeConnection: true });
    await expect(col.insertOne({ a: 1 })).rejects.toMatchObject({ name: "MongoNetworkError" });
    await failCommand({ times: 1 }, { failCommands: ["insert"], blockConnection: true, blockTimeMS: 300 });
    const t0 = Date.now();
    await col.insertOne({ a: 2 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
    await failCommand(
      { times: 1 },
      { failCommands: ["insert"], writeConcernError: { code: 91, errmsg: "shutting down" } },
    );
    await expect(col.insertOne({ a: 3 })).rejects.toMatchObject({ code: 91 });
    // The write itself was applied, as with a real write concern error.
    expect(await col.countDocuments({ a: 3 })).toBe(1);
  });

  it("fails getMores with failGetMoreAfterCursorCheckout", async () => {
    const col = client.db("test").collection("fp5");
    await col.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await admin().command({
      configureFailPoint: "failGetMoreAfterCursorCheckout",
      mode: { times: 1 },
      data: { errorCode: 11601 },
    });
    await expect(col.find({}, { batchSize: 1 }).toArray()).rejects.toMatchObject({ code: 11601 });
    expect(await col.find({}, { batchSize: 1 }).toArray()).toHaveLength(3);
  });

  it("labels a change stream's resumable error after the cursor is checked out, not a failCommand one", async () => {
    const col = client.db("test").collection("fp6");
    const raw = (cmd: Record<string, unknown>) =>
      client
        .db("test")
        .command(cmd)
        .catch((e) => e);
    const open = async () => {
      const reply = await client
        .db("test")
        .command({ aggregate: "fp6", pipeline: [{ $changeStream: {} }], cursor: {} });
      return reply.cursor.id;
    };
    await failCommand({ times: 1 }, { failCommands: ["getMore"], errorCode: 6 });
    const before = await raw({ getMore: await open(), collection: "fp6", maxTimeMS: 10 });
    expect(before).toMatchObject({ code: 6 });
    expect(before.errorLabels ?? []).not.toContain("ResumableChangeStreamError");
    await admin().command({
      configureFailPoint: "failGetMoreAfterCursorCheckout",
      mode: { times: 1 },
      data: { errorCode: 6 },
    });
    const after = await raw({ getMore: await open(), collection: "fp6", maxTimeMS: 10 });
    expect(after).toMatchObject({ code: 6, errorLabels: ["ResumableChangeStreamError"] });
    await col.insertOne({ a: 1 });
  });

  it("labels transient transaction errors and retryable commit errors as mongod does", async () => {
    const col = client.db("test").collection("fp7");
    await col.insertOne({ _id: 0 as never });
    await failCommand({ times: 1 }, { failCommands: ["insert"], errorCode: 10107 });
    const session = client.startSession();
    session.startTransaction();
    await expect(col.insertOne({ a: 1 }, { session })).rejects.toMatchObject({
      code: 10107,
      errorLabels: expect.arrayContaining(["TransientTransactionError"]),
    });
    await session.abortTransaction();
    // A write concern error on commit: the fail point's own labels are kept.
    session.startTransaction();
    await col.insertOne({ a: 2 }, { session });
    await failCommand(
      { times: 1 },
      {
        failCommands: ["commitTransaction"],
        errorLabels: ["RetryableWriteError"],
        writeConcernError: { code: 91, errmsg: "shutting down" },
      },
    );
    // The driver retries the commit once on the label, and the retry succeeds.
    await session.commitTransaction();
    await session.endSession();
    expect(await col.countDocuments({ a: 2 })).toBe(1);
  });
});

describe("sessions", () => {
  it("killAllSessions aborts every open transaction, and the sessions stay usable", async () => {
    const col = client.db("test").collection("kill1");
    await col.insertOne({ _id: 1 as never, n: 0 });
    const [a, b] = [client.startSession(), client.startSession()];
    a.startTransaction();
    await col.updateOne({ _id: 1 as never }, { $set: { n: 1 } }, { session: a });
    // Another transaction conflicts with the open one …
    b.startTransaction();
    await expect(
      col.updateOne({ _id: 1 as never }, { $set: { n: 2 } }, { session: b }),
    ).rejects.toMatchObject({
      code: 112,
    });
    await b.abortTransaction();
    await admin().command({ killAllSessions: [] });
    // … and no longer once it is killed; its write is gone and it cannot commit.
    await expect(a.commitTransaction()).rejects.toMatchObject({ code: 251 });
    expect(await col.findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 0 });
    b.startTransaction();
    await col.updateOne({ _id: 1 as never }, { $set: { n: 2 } }, { session: b });
    await b.commitTransaction();
    expect(await col.findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 2 });
    await a.endSession();
    await b.endSession();
  });
});
