import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

describe("create and createIndexes inside a transaction (MongoDB 4.4+)", () => {
  it("creates a collection and its index that others see only once the transaction commits", async () => {
    const session = h.client.startSession();
    session.startTransaction();
    const col = await h.db.createCollection("ddl1", { session });
    await col.createIndex({ email: 1 }, { unique: true, session });
    await col.insertOne({ email: "a@x" }, { session });
    await expect(col.insertOne({ email: "a@x" }, { session })).rejects.toMatchObject({ code: 11000 });
    expect((await h.db.listCollections({ name: "ddl1" }).toArray()).length).toBe(0);
    await session.abortTransaction();
    expect((await h.db.listCollections({ name: "ddl1" }).toArray()).length).toBe(0);

    session.startTransaction();
    await h.db.createCollection("ddl1", { session });
    await h.db.collection("ddl1").createIndex({ email: 1 }, { unique: true, session });
    await h.db.collection("ddl1").insertOne({ email: "b@x" }, { session });
    await session.commitTransaction();
    await session.endSession();
    const indexes = await h.db.collection("ddl1").indexes();
    expect(indexes.map((i) => i.name)).toEqual(["_id_", "email_1"]);
    await expect(h.db.collection("ddl1").insertOne({ email: "b@x" })).rejects.toMatchObject({ code: 11000 });
  });

  it("creates an index on a collection a transaction creates implicitly, and refuses one on an existing collection", async () => {
    await h.db.collection("ddl2").insertOne({ a: 1 });
    const session = h.client.startSession();
    session.startTransaction();
    await h.db.collection("ddl3").createIndex({ b: 1 }, { session });
    await expect(h.db.collection("ddl2").createIndex({ a: 1 }, { session })).rejects.toMatchObject({
      code: 263,
    });
    await session.abortTransaction();
    session.startTransaction();
    await expect(h.db.createCollection("ddl2", { session })).rejects.toMatchObject({ code: 48 });
    await session.abortTransaction();
    await session.endSession();
  });
});
