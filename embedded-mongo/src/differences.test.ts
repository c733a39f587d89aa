import { Decimal128, Double, Long } from "bson";
import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

// biome-ignore lint/suspicious/noExplicitAny: documents of every shape
type Any = { _id: number } & Record<string, any>;
const c = (name: string) => h.db.collection<Any>(name);
const run = (cmd: Record<string, unknown>) => h.db.command(cmd);

describe("behaviours that used to differ from MongoDB without an error", () => {
  it("projects only _id with {_id: 1}, and drops only _id with {_id: 0}", async () => {
    const col = c("proj");
    await col.insertMany([
      { _id: 1, a: 1, b: 2 },
      { _id: 2, a: 3 },
    ]);
    expect(await col.find({}, { projection: { _id: 1 } }).toArray()).toEqual([{ _id: 1 }, { _id: 2 }]);
    expect(await col.find({ _id: 1 }, { projection: { _id: 0 } }).toArray()).toEqual([{ a: 1, b: 2 }]);
  });

  it("compares embedded documents field by field, in order", async () => {
    const col = c("order");
    await col.createIndex({ sub: 1 }, { unique: true });
    await col.insertOne({ _id: 1, sub: { b: 1, a: 2 } });
    await col.insertOne({ _id: 2, sub: { a: 2, b: 1 } });
    expect((await col.find({ sub: { a: 2, b: 1 } }).toArray()).map((d) => d._id)).toEqual([2]);
    expect((await col.find({ sub: { b: 1, a: 2 } }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await col.find({ sub: { $eq: { b: 1, a: 2 } } }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await col.find({ sub: { $ne: { b: 1, a: 2 } } }).toArray()).map((d) => d._id)).toEqual([2]);
    expect((await col.find({ sub: { $in: [{ a: 2, b: 1 }] } }).toArray()).map((d) => d._id)).toEqual([2]);
    expect((await col.find({ sub: { $nin: [{ a: 2, b: 1 }] } }).toArray()).map((d) => d._id)).toEqual([1]);
    // Also inside arrays, and numbers of different types still compare by value.
    await c("order2").insertOne({ _id: 1, list: [{ x: 1, y: 2 }] });
    expect(await c("order2").countDocuments({ list: { y: 2, x: 1 } })).toBe(0);
    expect(await c("order2").countDocuments({ list: { x: 1.0, y: new Long(2) } })).toBe(1);
  });

  it("keeps $project's fields in MongoDB's order: _id, included fields as stored, then computed ones as written", async () => {
    const col = c("project");
    await col.insertOne({ _id: 1, b: 2, a: 1, c: { y: 1, x: 2 } });
    const [doc] = await col
      .aggregate([{ $project: { z: "$a", b: 1, a: 1, m: { $add: ["$a", 1] }, "c.x": 1, "c.y": 1 } }])
      .toArray();
    expect(Object.keys(doc ?? {})).toEqual(["_id", "b", "a", "c", "z", "m"]);
    expect(Object.keys(doc?.c ?? {})).toEqual(["y", "x"]);
    const [found] = await col.find({}, { projection: { z: "$a", b: 1 } }).toArray();
    expect(Object.keys(found ?? {})).toEqual(["_id", "b", "z"]);
  });

  it("samples without repeats, and answers an empty collection with no documents", async () => {
    const col = c("sample");
    await col.insertMany([{ _id: 1 }, { _id: 2 }]);
    const docs = await col.aggregate([{ $sample: { size: 10 } }]).toArray();
    expect(docs.map((d) => d._id).sort()).toEqual([1, 2]);
    expect(
      await c("no-such")
        .aggregate([{ $sample: { size: 1 } }])
        .toArray(),
    ).toEqual([]);
    await h.db.createCollection("empty");
    expect(
      await c("empty")
        .aggregate([{ $sample: { size: 1 } }])
        .toArray(),
    ).toEqual([]);
    await expect(col.aggregate([{ $sample: { size: "x" } }]).toArray()).rejects.toMatchObject({
      code: 28746,
    });
    await expect(col.aggregate([{ $sample: { size: -1 } }]).toArray()).rejects.toMatchObject({ code: 28747 });
  });

  it("rejects malformed insert and find commands with MongoDB's TypeMismatch, writing nothing", async () => {
    await expect(run({ insert: "q", documents: "abc" })).rejects.toMatchObject({
      code: 14,
      codeName: "TypeMismatch",
      message: "BSON field 'insert.documents' is the wrong type 'string', expected type 'array'",
    });
    await expect(run({ insert: "q", documents: [1, "s", true] })).rejects.toMatchObject({
      code: 14,
      message: "BSON field 'insert.documents.0' is the wrong type 'int', expected type 'object'",
    });
    await expect(run({ insert: "q" })).rejects.toMatchObject({ code: 40414 });
    await expect(run({ find: "p", filter: "x" })).rejects.toMatchObject({ code: 14 });
    await expect(run({ update: "q", updates: [5] })).rejects.toMatchObject({ code: 14 });
    await expect(run({ delete: "q", deletes: "x" })).rejects.toMatchObject({ code: 14 });
    await expect(run({ aggregate: "q", pipeline: {}, cursor: {} })).rejects.toMatchObject({ code: 14 });
    expect(await c("q").countDocuments()).toBe(0);
  });

  it.each([
    ["$all: 3", { a: { $all: 3 } }, "$all needs an array"],
    ["$size: 'x'", { a: { $size: "x" } }, "Failed to parse $size"],
    ["$regex: 5", { a: { $regex: 5 } }, "$regex has to be a string"],
    ["$elemMatch: 3", { a: { $elemMatch: 3 } }, "$elemMatch needs an Object"],
    ["$mod: [0, 0]", { a: { $mod: [0, 0] } }, "divisor cannot be 0"],
    ["$mod: 3", { a: { $mod: 3 } }, "malformed mod, needs to be an array"],
    ["$or: []", { $or: [] }, "$and/$or/$nor must be a nonempty array"],
    ["$and: 1", { $and: 1 }, "$and must be an array"],
    ["$in: 5", { b: { $in: 5 } }, "$in needs an array"],
    ["$nin: 5", { b: { $nin: 5 } }, "$nin needs an array"],
    ["$not: 3", { b: { $not: 3 } }, "$not needs a regex or a document"],
    ["$unknown", { b: { $unknown: 3 } }, "unknown operator: $unknown"],
  ])("rejects a wrong-typed %s with BadValue", async (_label, filter, message) => {
    const col = h.db.collection("ops");
    await col.insertOne({ a: [1, 2], b: 1 });
    const err = await col
      .find(filter as Record<string, unknown>)
      .toArray()
      .catch((e) => e);
    expect(err).toMatchObject({ code: 2, codeName: "BadValue" });
    expect(String(err.message)).toContain(message);
  });

  it("rejects $unwind with a path that is not a field path", async () => {
    await c("unwind").insertOne({ _id: 1, a: [1, 2] });
    await expect(
      c("unwind")
        .aggregate([{ $unwind: "a" }])
        .toArray(),
    ).rejects.toMatchObject({
      code: 28818,
    });
    expect(
      await c("unwind")
        .aggregate([{ $unwind: "$a" }])
        .toArray(),
    ).toHaveLength(2);
  });

  it("computes $inc on 64-bit integers beyond 2^53 exactly, keeping every Long a Long", async () => {
    const col = c("longs");
    const big = Long.fromString("9007199254740993");
    await col.insertOne({ _id: 1, big, small: Long.fromNumber(5), i: 1 });
    const res = await col.updateOne({ _id: 1 }, { $inc: { big: 1, small: Long.fromNumber(1), i: 1 } });
    expect(res.modifiedCount).toBe(1);
    const doc = await col.findOne({ _id: 1 }, { promoteLongs: false });
    expect(doc?.big).toEqual(Long.fromString("9007199254740994"));
    expect(doc?.small).toEqual(Long.fromNumber(6));
    expect(doc?.i).toBe(2);
    await col.updateOne({ _id: 1 }, { $set: { max: Long.MAX_VALUE } });
    await expect(col.updateOne({ _id: 1 }, { $inc: { max: 1 } })).rejects.toMatchObject({ code: 2 });
    const [typed] = await col.aggregate([{ $project: { t: { $type: "$big" } } }]).toArray();
    expect(typed?.t).toBe("long");
  });

  it("keeps other fields' Decimal128, Long and Double types through a positional update", async () => {
    const col = c("positional");
    await col.insertOne({
      _id: 1,
      price: Decimal128.fromString("12.50"),
      count: Long.fromNumber(7),
      ratio: new Double(2),
      scores: [
        { k: "a", v: 1 },
        { k: "b", v: 2 },
      ],
    });
    await col.updateOne({ _id: 1, "scores.k": "b" }, { $inc: { "scores.$.v": 1 } });
    const doc = await col.findOne({ _id: 1 }, { promoteValues: false });
    expect(doc?.price).toBeInstanceOf(Decimal128);
    expect(doc?.price.toString()).toBe("12.50");
    expect(doc?.count).toEqual(Long.fromNumber(7));
    expect(doc?.ratio).toBeInstanceOf(Double);
    expect(await col.countDocuments({ count: { $type: "long" }, price: { $type: "decimal" } })).toBe(1);
    expect((await col.findOne({ _id: 1 }))?.scores).toEqual([
      { k: "a", v: 1 },
      { k: "b", v: 3 },
    ]);
  });

  it("joins a missing or null local field to the foreign documents whose field is null or missing, _id included", async () => {
    await c("lookLocal").insertMany([{ _id: 1 }, { _id: 2, ref: null }, { _id: 3, ref: 5 }]);
    // The driver would give a null _id a new ObjectId: the command keeps it, as MongoDB does.
    await run({ insert: "lookForeign", documents: [{ _id: null, k: 1 }, { _id: 10, k: null }, { _id: 11 }] });
    const joined = (foreignField: string) =>
      c("lookLocal")
        .aggregate([
          { $match: {} },
          { $lookup: { from: "lookForeign", localField: "ref", foreignField, as: "j" } },
        ])
        .toArray() as Promise<Any[]>;
    const ids = (docs: Any[]) => docs.map((d) => [d._id, d.j.map((x: Any) => x._id)]);
    expect(ids(await joined("_id"))).toEqual([
      [1, [null]],
      [2, [null]],
      [3, []],
    ]);
    expect(ids(await joined("k"))).toEqual([
      [1, [10, 11]],
      [2, [10, 11]],
      [3, []],
    ]);
  });
});
