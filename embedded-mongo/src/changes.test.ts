import { Timestamp } from "bson";
import type { Document } from "mongodb";
import { opened, take } from "./test/change-streams";
import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

describe("change streams: events", () => {
  it("reports inserts, updates, replacements and deletes with MongoDB's fields", async () => {
    const col = h.db.collection("ev1");
    const stream = col.watch();
    await opened(stream);
    await col.insertOne({ _id: 1 as never, a: 1, arr: [1, 2, 3], sub: { x: 1, y: 2 } });
    await col.updateOne(
      { _id: 1 as never },
      { $set: { b: 2, "sub.x": 5 }, $unset: { a: "" }, $pop: { arr: 1 } },
    );
    await col.replaceOne({ _id: 1 as never }, { z: 1 });
    await col.deleteOne({ _id: 1 as never });
    const [insert, update, replace, del] = await take(stream, 4);
    expect(Object.keys(insert as Document)).toEqual([
      "_id",
      "operationType",
      "clusterTime",
      "wallTime",
      "fullDocument",
      "ns",
      "documentKey",
    ]);
    expect(insert).toMatchObject({
      operationType: "insert",
      fullDocument: { _id: 1, a: 1, arr: [1, 2, 3] },
      ns: { db: "test", coll: "ev1" },
      documentKey: { _id: 1 },
    });
    expect(insert?._id._data).toEqual(expect.any(String));
    expect(insert?.clusterTime).toBeInstanceOf(Timestamp);
    expect(insert?.wallTime).toBeInstanceOf(Date);
    expect(update).toMatchObject({
      operationType: "update",
      documentKey: { _id: 1 },
      updateDescription: {
        updatedFields: { b: 2, "sub.x": 5 },
        removedFields: ["a"],
        truncatedArrays: [{ field: "arr", newSize: 2 }],
      },
    });
    expect(update?.fullDocument).toBeUndefined();
    expect(replace).toMatchObject({ operationType: "replace", fullDocument: { _id: 1, z: 1 } });
    expect(del).toMatchObject({ operationType: "delete", documentKey: { _id: 1 } });
    expect(del?.fullDocument).toBeUndefined();
    // Cluster times and tokens increase with each change.
    const times = [insert, update, replace, del].map((e) =>
      ((e as Document).clusterTime as Timestamp).toBigInt(),
    );
    expect([...times].sort()).toEqual(times);
    await stream.close();
  });

  it("reports a drop, then invalidates a collection's stream", async () => {
    const col = h.db.collection("ev2");
    await col.insertOne({ a: 1 });
    const stream = col.watch();
    await opened(stream);
    await col.drop();
    const [drop, invalidate] = await take(stream, 2);
    expect(drop).toMatchObject({ operationType: "drop", ns: { db: "test", coll: "ev2" } });
    expect(invalidate).toMatchObject({ operationType: "invalidate" });
    expect(invalidate?.clusterTime).toEqual(drop?.clusterTime);
    expect(stream.closed).toBe(true);
  });

  it("reports a rename with its target, then invalidates", async () => {
    const col = h.db.collection("ev3");
    await col.insertOne({ a: 1 });
    const stream = col.watch();
    await opened(stream);
    await col.rename("ev3b");
    const [rename, invalidate] = await take(stream, 2);
    expect(rename).toMatchObject({
      operationType: "rename",
      ns: { db: "test", coll: "ev3" },
      to: { db: "test", coll: "ev3b" },
    });
    expect(invalidate?.operationType).toBe("invalidate");
  });

  it("watches a database: every collection, then drops and dropDatabase, then invalidates", async () => {
    const db = h.client.db("evdb");
    await db.collection("a").insertOne({ n: 0 });
    const stream = db.watch();
    await opened(stream);
    await db.collection("a").insertOne({ n: 1 });
    await db.collection("b").insertOne({ n: 2 });
    await db.dropDatabase();
    const events = await take(stream, 6);
    expect(events.map((e) => [e.operationType, e.ns?.coll])).toEqual([
      ["insert", "a"],
      ["insert", "b"],
      ["drop", "a"],
      ["drop", "b"],
      ["dropDatabase", undefined],
      ["invalidate", undefined],
    ]);
    expect(events[4]?.ns).toEqual({ db: "evdb" });
  });

  it("watches the deployment across databases without invalidating on dropDatabase", async () => {
    const stream = h.client.watch();
    await opened(stream);
    await h.client.db("evx").collection("a").insertOne({ n: 1 });
    await h.client.db("evy").collection("b").insertOne({ n: 2 });
    await h.client.db("evy").dropDatabase();
    await h.client.db("evx").collection("a").insertOne({ n: 3 });
    const events = await take(stream, 5);
    expect(events.map((e) => `${e.operationType} ${e.ns.db}.${e.ns.coll ?? ""}`)).toEqual([
      "insert evx.a",
      "insert evy.b",
      "drop evy.b",
      "dropDatabase evy.",
      "insert evx.a",
    ]);
    await stream.close();
  });

  it("reports a transaction's writes only when it commits, together, in order, with its session", async () => {
    const col = h.db.collection("ev4");
    await col.insertOne({ _id: 0 as never });
    const stream = col.watch();
    await opened(stream);
    const session = h.client.startSession();
    session.startTransaction();
    await col.insertOne({ _id: 1 as never }, { session });
    await col.updateOne({ _id: 1 as never }, { $set: { x: 1 } }, { session });
    await col.deleteOne({ _id: 0 as never }, { session });
    // Nothing is reported while the transaction runs.
    expect(await stream.tryNext()).toBeNull();
    await session.abortTransaction();
    session.startTransaction();
    await col.insertOne({ _id: 2 as never }, { session });
    await col.updateOne({ _id: 2 as never }, { $set: { y: 1 } }, { session });
    await session.commitTransaction();
    await col.insertOne({ _id: 3 as never });
    const events = await take(stream, 3);
    expect(events.map((e) => [e.operationType, e.documentKey._id])).toEqual([
      ["insert", 2],
      ["update", 2],
      ["insert", 3],
    ]);
    const [first, second, after] = events;
    expect(first?.clusterTime).toEqual(second?.clusterTime);
    expect(first?.lsid?.id).toEqual(session.id?.id);
    expect(first?.txnNumber).toBe(second?.txnNumber);
    expect(first?.txnNumber).toBeGreaterThan(0);
    expect(after?.lsid).toBeUndefined();
    expect(after?.txnNumber).toBeUndefined();
    await session.endSession();
    await stream.close();
  });
});

describe("change streams: pipelines", () => {
  it("applies $match, $project, $addFields, $unset and $replaceWith", async () => {
    const col = h.db.collection("pl1");
    const stream = col.watch([
      { $match: { operationType: "insert", "fullDocument.n": { $gte: 2 } } },
      { $addFields: { double: { $multiply: ["$fullDocument.n", 2] } } },
      { $project: { operationType: 1, double: 1, "fullDocument.n": 1 } },
      { $unset: "fullDocument" },
    ]);
    await opened(stream);
    await col.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await col.updateMany({}, { $set: { m: 1 } });
    const [a, b] = await take(stream, 2);
    expect(a).toEqual({ _id: a?._id, operationType: "insert", double: 4 });
    expect(b).toEqual({ _id: b?._id, operationType: "insert", double: 6 });
    expect(await stream.tryNext()).toBeNull();
    await stream.close();
  });

  it("refuses stages MongoDB does not allow, and a pipeline that changes the resume token", async () => {
    const col = h.db.collection("pl2");
    const grouped = col.watch([{ $group: { _id: null } }]);
    await expect(grouped.tryNext()).rejects.toMatchObject({ code: 20 });
    await grouped.close();
    // A stage MongoDB does not know at all is unrecognized before it is out of place.
    const unknown = col.watch([{ $unsupported: "foo" }]);
    await expect(unknown.tryNext()).rejects.toMatchObject({ code: 40324 });
    await unknown.close();
    const changed = col.watch([{ $project: { _id: 0 } }]);
    await changed.tryNext();
    await col.insertOne({ a: 1 });
    // Fatal: the server labels it so a driver does not try to resume.
    await expect(changed.next()).rejects.toMatchObject({
      code: 280,
      errorLabels: ["NonResumableChangeStreamError"],
    });
    await changed.close();
  });
});

describe("change streams: fullDocument and pre-images", () => {
  it("looks the current document up for updates with updateLookup", async () => {
    const col = h.db.collection("fd1");
    await col.insertOne({ _id: 1 as never, n: 0 });
    const stream = col.watch([], { fullDocument: "updateLookup" });
    await opened(stream);
    await col.updateOne({ _id: 1 as never }, { $inc: { n: 1 } });
    await col.updateOne({ _id: 1 as never }, { $inc: { n: 1 } });
    const [first] = await take(stream, 2);
    // The lookup reads the document when the event is read, as MongoDB's does: the latest version.
    expect(first?.fullDocument).toEqual({ _id: 1, n: 2 });
    await col.deleteOne({ _id: 1 as never });
    await col.insertOne({ _id: 2 as never });
    await col.updateOne({ _id: 2 as never }, { $set: { x: 1 } });
    await col.deleteOne({ _id: 2 as never });
    const [, , update] = await take(stream, 3);
    expect(update?.fullDocument).toBeNull();
    await stream.close();
  });

  it("gives post- and pre-images only where collMod turned them on", async () => {
    const col = h.db.collection("fd2");
    await col.insertOne({ _id: 1 as never, n: 0 });
    const stream = col.watch([], {
      fullDocument: "whenAvailable",
      fullDocumentBeforeChange: "whenAvailable",
    });
    await opened(stream);
    await col.updateOne({ _id: 1 as never }, { $inc: { n: 1 } });
    await h.db.command({ collMod: "fd2", changeStreamPreAndPostImages: { enabled: true } });
    await col.updateOne({ _id: 1 as never }, { $inc: { n: 1 } });
    await col.deleteOne({ _id: 1 as never });
    const [without, withImages, del] = await take(stream, 3);
    expect(without).toMatchObject({ fullDocument: null, fullDocumentBeforeChange: null });
    expect(withImages).toMatchObject({
      fullDocument: { _id: 1, n: 2 },
      fullDocumentBeforeChange: { _id: 1, n: 1 },
    });
    expect(del).toMatchObject({ fullDocumentBeforeChange: { _id: 1, n: 2 } });
    await stream.close();
    const required = col.watch([], { fullDocument: "required", startAtOperationTime: without?.clusterTime });
    await expect(required.next()).rejects.toMatchObject({ code: 47 });
    await required.close();
  });

  it("creates a collection with pre- and post-images and reports DDL events with showExpandedEvents", async () => {
    const db = h.client.db("ddl");
    const stream = db.watch([], { showExpandedEvents: true });
    await opened(stream);
    const col = await db.createCollection("c", { changeStreamPreAndPostImages: { enabled: true } });
    await col.createIndex({ a: 1 });
    await col.dropIndex("a_1");
    await db.command({ collMod: "c", changeStreamPreAndPostImages: { enabled: false } });
    await col.insertOne({ a: 1 });
    const events = await take(stream, 5);
    expect(events.map((e) => e.operationType)).toEqual([
      "create",
      "createIndexes",
      "dropIndexes",
      "modify",
      "insert",
    ]);
    const info = (await db.listCollections({ name: "c" }).toArray())[0];
    for (const e of events) expect(e.collectionUUID).toEqual((info as Document | undefined)?.info?.uuid);
    expect(events[1]?.operationDescription).toEqual({ indexes: [{ v: 2, key: { a: 1 }, name: "a_1" }] });
    await stream.close();
  });

  it("reports a collMod that changes nothing, and the target a rename dropped", async () => {
    const db = h.client.db("ddl2");
    await db.createCollection("from");
    const target = await db.createCollection("to");
    const targetUuid = ((await db.listCollections({ name: "to" }).toArray())[0] as Document | undefined)?.info
      ?.uuid;
    await target.insertOne({ x: 1 });
    const stream = db.collection("from").watch([], { showExpandedEvents: true });
    await opened(stream);
    await db.command({ collMod: "from" });
    await db.collection("from").rename("to", { dropTarget: true });
    const [modify, rename] = await take(stream, 2);
    expect(modify).toMatchObject({ operationType: "modify", ns: { db: "ddl2", coll: "from" } });
    expect(rename).toMatchObject({
      operationType: "rename",
      to: { db: "ddl2", coll: "to" },
      operationDescription: { to: { db: "ddl2", coll: "to" }, dropTarget: targetUuid },
    });
    await stream.close();
  });
});

describe("change streams: disambiguated paths", () => {
  it("gives each ambiguous update path's components with showExpandedEvents only", async () => {
    const col = h.db.collection("dis1");
    await col.insertOne({ _id: 1 as never, a: { "1": 1 }, arr: [{ "2": 1 }], plain: [1, 2] });
    const plainStream = col.watch();
    const expanded = col.watch([], { showExpandedEvents: true });
    await opened(plainStream);
    await opened(expanded);
    await col.updateOne({ _id: 1 as never }, { $set: { "a.1": 2, "arr.0.2": 2, "plain.1": 3 } });
    const [plainEvent] = await take(plainStream, 1);
    const [expandedEvent] = await take(expanded, 1);
    expect(plainEvent?.updateDescription).not.toHaveProperty("disambiguatedPaths");
    expect(expandedEvent?.updateDescription).toMatchObject({
      updatedFields: { "a.1": 2, "arr.0.2": 2, "plain.1": 3 },
      // A path through array indexes alone ("plain.1") is not ambiguous; indexes are numbers, names strings.
      disambiguatedPaths: { "a.1": ["a", "1"], "arr.0.2": ["arr", 0, "2"] },
    });
    expect(Object.keys(expandedEvent?.updateDescription.disambiguatedPaths)).toHaveLength(2);
    await plainStream.close();
    await expanded.close();
  });
});
