import { ObjectId } from "mongodb";
import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

describe("CRUD through the official driver", () => {
  it("inserts, finds, updates and deletes documents", async () => {
    const col = h.db.collection("crud");
    const { insertedId } = await col.insertOne({ name: "Pine Valley", holes: 18 });
    expect(insertedId).toBeInstanceOf(ObjectId);
    await col.insertMany([
      { name: "Augusta", holes: 18 },
      { name: "Short Course", holes: 9 },
    ]);
    expect(await col.countDocuments({ holes: 18 })).toBe(2);
    const upd = await col.updateMany({ holes: 18 }, { $inc: { holes: 1 }, $set: { championship: true } });
    expect(upd).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await col.findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({
      name: "Pine Valley",
      holes: 19,
      championship: true,
    });
    expect((await col.deleteOne({ holes: 9 })).deletedCount).toBe(1);
    expect(await col.estimatedDocumentCount()).toBe(2);
  });

  it("upserts with $setOnInsert applied only when inserting", async () => {
    const col = h.db.collection("upsert");
    await col.updateOne(
      { email: "a@b.c" },
      { $set: { seen: 1 }, $setOnInsert: { createdBy: "signup" } },
      { upsert: true },
    );
    await col.updateOne(
      { email: "a@b.c" },
      { $set: { seen: 2 }, $setOnInsert: { createdBy: "other" } },
      { upsert: true },
    );
    expect(await col.findOne({}, { projection: { _id: 0 } })).toEqual({
      email: "a@b.c",
      seen: 2,
      createdBy: "signup",
    });
  });

  it("lets an upsert choose the new document's _id with $setOnInsert", async () => {
    const col = h.db.collection<{ _id: string; email: string; n?: number }>("upsert_id");
    await col.updateOne(
      { email: "kim@club.kr" },
      { $setOnInsert: { _id: "member-1" }, $set: { n: 1 } },
      { upsert: true },
    );
    expect(await col.findOne({ email: "kim@club.kr" })).toEqual({
      _id: "member-1",
      email: "kim@club.kr",
      n: 1,
    });
  });

  it("answers findAndModify with the document before or after", async () => {
    const col = h.db.collection("fam");
    await col.insertOne({ _id: new ObjectId(), counter: "bookings", seq: 1 });
    const after = await col.findOneAndUpdate(
      { counter: "bookings" },
      { $inc: { seq: 1 } },
      { returnDocument: "after" },
    );
    expect(after?.seq).toBe(2);
    const before = await col.findOneAndUpdate({ counter: "bookings" }, { $inc: { seq: 1 } });
    expect(before?.seq).toBe(2);
    const removed = await col.findOneAndDelete({ counter: "bookings" });
    expect(removed?.seq).toBe(3);
    expect(await col.countDocuments()).toBe(0);
  });

  it("keeps an explicit _id: null from an upserting replacement", async () => {
    const col = h.db.collection("upsert_null_id");
    const res = await col.replaceOne({}, { _id: null, x: 1 }, { upsert: true });
    expect(res.upsertedId).toBeNull();
    expect(await col.find().toArray()).toEqual([{ _id: null, x: 1 }]);
  });

  it("refuses an _id MongoDB cannot store, however the document arrives", async () => {
    const col = h.db.collection("bad_id");
    const dollar = { code: 52, message: expect.stringContaining("$a is not valid for storage") };
    await expect(col.insertOne({ _id: { $a: 1 } } as never)).rejects.toMatchObject(dollar);
    await expect(col.insertOne({ _id: { a: 1, $a: 1 } } as never)).rejects.toMatchObject(dollar);
    await expect(col.insertOne({ _id: { a: { $a: 1 } } } as never)).rejects.toMatchObject(dollar);
    await expect(
      col.replaceOne({ x: 1 }, { _id: { $a: 1 } } as never, { upsert: true }),
    ).rejects.toMatchObject(dollar);
    await expect(
      col.updateOne({ x: 1 }, { $set: { _id: { $a: 1 } } } as never, { upsert: true }),
    ).rejects.toMatchObject(dollar);
    await expect(col.insertOne({ _id: /a/ } as never)).rejects.toMatchObject({ code: 53 });
    await expect(col.insertOne({ _id: [1] } as never)).rejects.toMatchObject({ code: 53 });
    expect(await col.countDocuments()).toBe(0);
    // Dotted names and $-prefixed names elsewhere in the document are allowed, as on MongoDB 5.0 and later.
    await col.insertOne({ _id: { "a.b": 1 } as never, nested: { $b: 1 } });
    expect(await col.countDocuments()).toBe(1);
  });

  it("keeps _id when an update pipeline replaces or drops it", async () => {
    const col = h.db.collection<{ _id: number; t?: { v: number }; v?: number; foo?: number; x?: number }>(
      "pipeline_id",
    );
    await col.insertMany([
      { _id: 1, t: { v: 1 } },
      { _id: 2, x: 5 },
    ]);
    await col.updateOne({ _id: 1 }, [{ $replaceRoot: { newRoot: "$t" } }, { $addFields: { foo: 1 } }]);
    await col.updateOne({ _id: 2 }, [{ $unset: "_id" }]);
    expect(await col.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: 1, foo: 1 },
      { _id: 2, x: 5 },
    ]);
    // Changing _id to another value is still refused.
    await expect(col.updateOne({ _id: 2 }, [{ $set: { _id: 3 } }])).rejects.toMatchObject({ code: 66 });
  });
});
