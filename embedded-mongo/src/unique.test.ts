import { MongoBulkWriteError, type MongoServerError } from "mongodb";
import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

interface Member {
  email?: string;
  clubId?: number;
  no?: number;
  nick?: string;
  active?: boolean;
}

const dup = { code: 11000, keyPattern: { email: 1 }, keyValue: { email: "kim@club.kr" } };

async function freshMembers(name: string) {
  const col = h.db.collection<Member>(name);
  await col.createIndex({ email: 1 }, { unique: true });
  await col.insertOne({ email: "kim@club.kr", no: 1 });
  await col.insertOne({ email: "lee@club.kr", no: 2 });
  return col;
}

describe("unique indexes", () => {
  it("reject a duplicate through insertOne and insertMany, keeping earlier inserts of an ordered batch", async () => {
    const col = await freshMembers("u_insert");
    await expect(col.insertOne({ email: "kim@club.kr" })).rejects.toMatchObject(dup);
    const err = await col
      .insertMany([{ email: "new@club.kr" }, { email: "kim@club.kr" }, { email: "late@club.kr" }])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect((err as MongoBulkWriteError).writeErrors).toMatchObject([{ index: 1, code: 11000 }]);
    expect(await col.countDocuments()).toBe(3);
    const unordered = await col
      .insertMany([{ email: "kim@club.kr" }, { email: "after@club.kr" }], { ordered: false })
      .catch((e: unknown) => e);
    // An unordered batch refuses the duplicate and still inserts what follows it.
    expect(unordered).toBeInstanceOf(MongoBulkWriteError);
    expect((unordered as MongoBulkWriteError).writeErrors).toMatchObject([{ index: 0, code: 11000 }]);
    expect(await col.countDocuments({ email: "kim@club.kr" })).toBe(1);
    expect(await col.countDocuments({ email: "after@club.kr" })).toBe(1);
  });

  it("reject a duplicate through updateOne, replaceOne, upsert, findOneAndUpdate and bulkWrite", async () => {
    const col = await freshMembers("u_update");
    await expect(col.updateOne({ no: 2 }, { $set: { email: "kim@club.kr" } })).rejects.toMatchObject(dup);
    await expect(col.replaceOne({ no: 2 }, { email: "kim@club.kr" })).rejects.toMatchObject(dup);
    await expect(
      col.updateOne({ no: 9 }, { $set: { email: "kim@club.kr" } }, { upsert: true }),
    ).rejects.toMatchObject(dup);
    await expect(col.findOneAndUpdate({ no: 2 }, { $set: { email: "kim@club.kr" } })).rejects.toMatchObject(
      dup,
    );
    await expect(
      col.findOneAndUpdate({ no: 9 }, { $set: { email: "kim@club.kr" } }, { upsert: true }),
    ).rejects.toMatchObject(dup);
    await expect(
      col.bulkWrite([{ insertOne: { document: { email: "kim@club.kr" } } }]),
    ).rejects.toMatchObject({
      code: 11000,
    });
    expect(await col.findOne({ no: 2 }, { projection: { _id: 0 } })).toEqual({ email: "lee@club.kr", no: 2 });
    expect(await col.countDocuments()).toBe(2);
  });

  it("reject a duplicate _id", async () => {
    const col = h.db.collection<{ _id: string }>("u_id");
    await col.insertOne({ _id: "a" });
    const err = (await col.insertOne({ _id: "a" }).catch((e: unknown) => e)) as MongoServerError;
    expect(err).toMatchObject({ code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: "a" } });
    expect(err.message).toContain("E11000 duplicate key error");
  });

  it("enforce compound, sparse and partial unique indexes", async () => {
    const col = h.db.collection<Member>("u_kinds");
    await col.createIndex({ clubId: 1, no: 1 }, { unique: true });
    await col.createIndex({ nick: 1 }, { unique: true, sparse: true });
    await col.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await col.insertMany([
      { clubId: 1, no: 1, email: "a@x", active: true },
      { clubId: 2, no: 1, email: "a@x", active: false },
      { clubId: 1, no: 2 },
      { clubId: 1, no: 3 },
    ]);
    await expect(col.insertOne({ clubId: 1, no: 2 })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { clubId: 1, no: 1 },
      keyValue: { clubId: 1, no: 2 },
    });
    await col.updateOne({ no: 2 }, { $set: { nick: "ace" } });
    await expect(col.updateOne({ no: 3 }, { $set: { nick: "ace" } })).rejects.toMatchObject({ code: 11000 });
    await expect(col.insertOne({ clubId: 3, no: 1, email: "a@x", active: true })).rejects.toMatchObject({
      code: 11000,
    });
    await col.insertOne({ clubId: 3, no: 1, email: "a@x", active: false });
  });

  it("refuse to build a unique index over existing duplicates", async () => {
    const col = h.db.collection<Member>("u_build");
    await col.insertMany([{ email: "x" }, { email: "x" }]);
    await expect(col.createIndex({ email: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await col.indexes()).map((i) => i.name)).toEqual(["_id_"]);
  });
});
