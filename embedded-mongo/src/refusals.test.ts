import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
  await h.db.collection("r").insertOne({ name: "club", loc: { type: "Point", coordinates: [0, 0] } });
});
afterAll(() => disconnect(h));

describe("features the server refuses instead of answering wrongly", () => {
  it("refuses $text and geo queries and text or geo indexes", async () => {
    const col = h.db.collection("r");
    await expect(col.find({ $text: { $search: "club" } }).toArray()).rejects.toMatchObject({
      code: 238,
      message: expect.stringContaining("$text"),
    });
    await expect(
      col.find({ loc: { $near: { $geometry: { type: "Point", coordinates: [0, 0] } } } }).toArray(),
    ).rejects.toMatchObject({ code: 238 });
    await expect(
      col.countDocuments({ loc: { $geoWithin: { $centerSphere: [[0, 0], 1] } } }),
    ).rejects.toMatchObject({
      code: 238,
    });
    await expect(col.createIndex({ name: "text" })).rejects.toMatchObject({ code: 238 });
    await expect(col.createIndex({ loc: "2dsphere" })).rejects.toMatchObject({ code: 238 });
  });

  it("refuses $out and $merge", async () => {
    const col = h.db.collection("r");
    await col.insertOne({ a: 1 });
    await expect(col.aggregate([{ $out: "copy" }]).toArray()).rejects.toMatchObject({ code: 238 });
    await expect(col.aggregate([{ $merge: { into: "copy" } }]).toArray()).rejects.toMatchObject({
      code: 238,
    });
    expect((await h.db.listCollections().toArray()).map((c) => c.name)).toEqual(["r"]);
  });

  it("fails a hint that names no index, like MongoDB", async () => {
    const col = h.db.collection("r");
    await col.createIndex({ name: 1 });
    expect(await col.find({ name: "club" }, { hint: "name_1" }).toArray()).toHaveLength(1);
    expect(await col.find({ name: "club" }, { hint: { name: 1 } }).toArray()).toHaveLength(1);
    await expect(col.find({}, { hint: "nmae_1" }).toArray()).rejects.toMatchObject({ code: 2 });
    await expect(col.countDocuments({}, { hint: { missing: 1 } })).rejects.toMatchObject({ code: 2 });
    await expect(col.updateOne({}, { $set: { a: 1 } }, { hint: "nope" })).rejects.toMatchObject({ code: 2 });
    await col.dropIndex("name_1");
  });

  it("refuses server-side JavaScript and non-simple collations", async () => {
    const col = h.db.collection("r");
    await expect(col.find({ $where: "this.a == 1" }).toArray()).rejects.toMatchObject({ code: 238 });
    await expect(col.find({}, { collation: { locale: "ko" } }).toArray()).rejects.toMatchObject({
      code: 238,
    });
  });

  it("refuses a non-simple collation on distinct and count instead of comparing by code point", async () => {
    const col = h.db.collection("r_collation");
    await col.insertMany([{ s: "PING" }, { s: "ping" }]);
    const strength2 = { locale: "en_US", strength: 2 } as const;
    // MongoDB answers ["PING"] here; answering ["PING", "ping"] would pass in tests and differ in production.
    await expect(col.distinct("s", {}, { collation: strength2 })).rejects.toMatchObject({ code: 238 });
    await expect(
      h.db.command({ count: "r_collation", query: { s: "ping" }, collation: strength2 }),
    ).rejects.toMatchObject({ code: 238 });
    expect((await col.distinct("s", {}, { collation: { locale: "simple" } })).sort()).toEqual([
      "PING",
      "ping",
    ]);
  });

  it("refuses sort on updateOne, replaceOne and bulk updates as MongoDB 7.0 does, changing nothing", async () => {
    const col = h.db.collection<{ _id: number; x: number }>("r_sort");
    await col.insertMany([
      { _id: 1, x: 11 },
      { _id: 2, x: 22 },
    ]);
    const unknownSort = { code: 40415, message: expect.stringContaining("'update.updates.sort'") };
    await expect(col.updateOne({}, { $inc: { x: 1 } }, { sort: { _id: -1 } })).rejects.toMatchObject(
      unknownSort,
    );
    await expect(col.replaceOne({}, { x: 0 }, { sort: { _id: -1 } })).rejects.toMatchObject(unknownSort);
    await expect(
      col.bulkWrite([
        { updateOne: { filter: { _id: 1 }, update: { $set: { x: 1 } } } },
        { updateOne: { filter: {}, update: { $set: { x: 2 } }, sort: { _id: -1 } } },
      ]),
    ).rejects.toMatchObject(unknownSort);
    // The whole command is rejected before any statement runs, the first one included.
    expect(await col.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, x: 11 },
      { _id: 2, x: 22 },
    ]);
    await expect(
      h.db.command({ delete: "r_sort", deletes: [{ q: {}, limit: 1, sort: { _id: 1 } }] }),
    ).rejects.toMatchObject({ code: 40415 });
    await expect(
      h.db.command({
        explain: { update: "r_sort", updates: [{ q: {}, u: { $set: { x: 1 } }, sort: { _id: 1 } }] },
      }),
    ).rejects.toMatchObject({ code: 40415 });
    expect(await col.countDocuments()).toBe(2);
  });

  it("refuses $listLocalSessions: it keeps no session cache to list", async () => {
    await expect(
      h.client
        .db("admin")
        .aggregate([{ $listLocalSessions: {} }, { $limit: 1 }])
        .toArray(),
    ).rejects.toMatchObject({ code: 238, message: expect.stringContaining("$listLocalSessions") });
  });
});
