import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId } from "mongodb";
import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

describe("BSON types", () => {
  it("keep their exact type on the way in and out", async () => {
    const col = h.db.collection("types");
    const when = new Date("2026-03-01T10:00:00.000Z");
    const doc = {
      _id: new ObjectId(),
      int32: new Int32(7),
      int64: Long.fromString("9007199254740993"),
      double: new Double(2),
      fraction: new Double(2.5),
      decimal: Decimal128.fromString("12345.6789"),
      when,
      bin: new Binary(Buffer.from([1, 2, 3]), 4),
      nothing: null,
      nested: { list: [new Int32(1), new Double(1), Long.fromInt(1)], deep: { flag: true } },
    };
    await col.insertOne(doc);
    const back = await col.findOne({ _id: doc._id }, { promoteValues: false, promoteLongs: false });
    expect(back?.int32).toBeInstanceOf(Int32);
    expect(back?.int64).toBeInstanceOf(Long);
    expect(back?.int64.toString()).toBe("9007199254740993");
    expect(back?.double).toBeInstanceOf(Double);
    expect(back?.fraction).toBeInstanceOf(Double);
    expect(back?.decimal.toString()).toBe("12345.6789");
    expect(back?.when).toEqual(when);
    expect(back?.bin.sub_type).toBe(4);
    expect(Buffer.from(back?.bin.buffer)).toEqual(Buffer.from([1, 2, 3]));
    expect(back?.nothing).toBeNull();
    expect(back?.nested.list.map((v: { _bsontype: string }) => v._bsontype)).toEqual([
      "Int32",
      "Double",
      "Long",
    ]);
    expect(back?.nested.deep).toEqual({ flag: true });
  });

  it("keeps types through updates and matches numbers across numeric types", async () => {
    const col = h.db.collection("numeric");
    const { insertedId } = await col.insertOne({ price: Long.fromInt(1500), qty: new Double(3) });
    expect(await col.countDocuments({ price: 1500 })).toBe(1);
    expect(await col.countDocuments({ qty: { $gte: 3 } })).toBe(1);
    await col.updateOne({ _id: insertedId }, { $set: { label: "x", when: new Date(0) } });
    const back = await col.findOne({ _id: insertedId }, { promoteValues: false });
    expect(back?.price).toBeInstanceOf(Long);
    expect(back?.qty).toBeInstanceOf(Double);
  });

  it("sorts across types in MongoDB's order", async () => {
    const col = h.db.collection("order");
    const oid = new ObjectId();
    const date = new Date(0);
    const values = [
      new MaxKey(),
      /re/,
      date,
      true,
      oid,
      new Binary(Buffer.from([0])),
      [5],
      { a: 1 },
      "text",
      3,
      null,
      new MinKey(),
    ];
    await col.insertMany(values.map((v, i) => ({ i, v })));
    await col.insertOne({ i: 99 });
    const sorted = await col
      .find({}, { projection: { _id: 0, i: 1 } })
      .sort({ v: 1, i: 1 })
      .toArray();
    // MinKey, null and missing, numbers, strings, objects, binary, ObjectId, booleans, dates, regex, MaxKey;
    // an array sorts by its smallest element ascending, so [5] comes after 3.
    expect(sorted.map((d) => d.i)).toEqual([11, 10, 99, 9, 6, 8, 7, 5, 4, 3, 2, 1, 0]);
    expect((await col.find({ v: { $gte: null } }).toArray()).map((d) => d.i).sort()).toEqual([10, 99]);
    expect((await col.find({ v: { $gte: 3 } }).toArray()).map((d) => d.i).sort()).toEqual([6, 9]);
    const desc = await col
      .find({}, { projection: { _id: 0, i: 1 } })
      .sort({ v: -1, i: 1 })
      .toArray();
    expect(desc.map((d) => d.i)[0]).toBe(0);
  });

  it("orders numbers of different types by value", async () => {
    const col = h.db.collection("mixed");
    await col.insertMany([
      { n: Long.fromInt(10) },
      { n: new Double(2.5) },
      { n: new Int32(-1) },
      { n: Decimal128.fromString("7.25") },
    ]);
    const sorted = await col
      .find({}, { projection: { _id: 0 } })
      .sort({ n: 1 })
      .toArray();
    expect(sorted.map((d) => Number(d.n.toString()))).toEqual([-1, 2.5, 7.25, 10]);
  });
});

describe("$type", () => {
  it("tells numeric BSON types apart", async () => {
    const col = h.db.collection("typed");
    await col.insertMany([
      { k: "int", v: new Int32(1) },
      { k: "double", v: new Double(1) },
      { k: "fraction", v: 1.5 },
      { k: "long", v: Long.fromInt(1) },
      { k: "decimal", v: Decimal128.fromString("1") },
      { k: "string", v: "1" },
      { k: "array", v: [new Int32(1), "x"] },
    ]);
    const keys = async (type: string | number) =>
      (await col.find({ v: { $type: type } as never }).toArray()).map((d) => d.k).sort();
    expect(await keys("int")).toEqual(["array", "int"]);
    expect(await keys("double")).toEqual(["double", "fraction"]);
    expect(await keys(18)).toEqual(["long"]);
    expect(await keys("decimal")).toEqual(["decimal"]);
    expect(await keys("number")).toEqual(["array", "decimal", "double", "fraction", "int", "long"]);
    expect(await keys("array")).toEqual(["array"]);
    expect(await col.countDocuments({ v: { $type: "double", $gt: 1 } })).toBe(1);
    await expect(col.countDocuments({ $or: [{ v: { $type: "long" } }] })).rejects.toMatchObject({
      code: 238,
    });
  });
});

describe("arithmetic updates", () => {
  it("keep the operand types the way MongoDB promotes them", async () => {
    const col = h.db.collection("arith");
    const { insertedId: _id } = await col.insertOne({
      i: new Int32(2147483647),
      l: Long.fromInt(5),
      d: new Double(2),
      small: new Int32(3),
    });
    await col.updateOne({ _id }, { $inc: { i: 1, l: 1, d: 1, small: 1 } });
    await col.updateOne({ _id }, { $inc: { small: new Double(0) } });
    expect((await col.findOne({ _id }, { promoteValues: false }))?.small).toBeInstanceOf(Double);
    await col.updateOne({ _id }, { $set: { small: new Int32(4) } });
    const back = await col.findOne({ _id }, { promoteValues: false, promoteLongs: false });
    expect(back?.i).toBeInstanceOf(Long);
    expect(back?.i.toString()).toBe("2147483648");
    expect(back?.l).toBeInstanceOf(Long);
    expect(back?.l.toString()).toBe("6");
    expect(back?.d).toBeInstanceOf(Double);
    expect(back?.small).toBeInstanceOf(Int32);
    expect(back?.small.value).toBe(4);
    await col.updateOne({ _id }, { $set: { dec: Decimal128.fromString("1.10") } });
    await expect(col.updateOne({ _id }, { $inc: { dec: 1 } })).rejects.toMatchObject({ code: 238 });
  });
});
