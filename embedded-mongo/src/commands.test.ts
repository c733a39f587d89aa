import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

describe("server and catalog commands", () => {
  it("answers hello, isMaster, ping, buildInfo, getParameter and connectionStatus", async () => {
    const admin = h.client.db("admin");
    expect(await admin.command({ hello: 1 })).toMatchObject({
      ok: 1,
      isWritablePrimary: true,
      maxWireVersion: 21,
    });
    expect(await admin.command({ isMaster: 1 })).toMatchObject({ ok: 1, ismaster: true });
    expect(await admin.command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect((await admin.command({ buildInfo: 1 })).version).toMatch(/^\d+\.\d+\.\d+$/);
    const fcv = await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 });
    expect(fcv.featureCompatibilityVersion).toEqual({ version: "7.0" });
    expect(await admin.command({ serverStatus: 1 })).toMatchObject({ ok: 1, pid: process.pid });
    expect(await admin.command({ getLog: "startupWarnings" })).toMatchObject({ ok: 1, log: [] });
    const status = await admin.command({ connectionStatus: 1 });
    expect(status.authInfo.authenticatedUsers).toEqual([]);
  });

  it("ends sessions without a reply being required", async () => {
    const session = h.client.startSession();
    await h.db.collection("sessions").insertOne({ a: 1 }, { session });
    await session.endSession();
    expect(await h.db.collection("sessions").countDocuments({}, {})).toBe(1);
  });

  it("answers an unknown command with CommandNotFound naming it", async () => {
    await expect(h.db.command({ frobnicate: 1 })).rejects.toMatchObject({
      code: 59,
      message: expect.stringContaining("frobnicate"),
    });
  });

  it("creates, lists, renames and drops collections", async () => {
    const db = h.client.db("catalog");
    await db.createCollection("clubs");
    await expect(db.createCollection("clubs")).rejects.toMatchObject({ code: 48 });
    await db.collection("members").insertOne({ name: "Kim" });
    const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
    expect(names).toEqual(["clubs", "members"]);
    expect(await db.listCollections({ name: "clubs" }, { nameOnly: true }).toArray()).toEqual([
      { name: "clubs", type: "collection" },
    ]);
    await db.renameCollection("members", "players");
    expect(await db.collection("players").countDocuments()).toBe(1);
    expect(await db.collection("members").countDocuments()).toBe(0);
    await expect(db.renameCollection("nowhere", "x")).rejects.toMatchObject({ code: 26 });
    expect(await db.collection("clubs").drop()).toBe(true);
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(["players"]);
  });

  it("reports databases and database statistics, and drops a database", async () => {
    const db = h.client.db("stats");
    await db.collection("a").insertMany([{ x: 1 }, { x: 2 }]);
    await db.collection("a").createIndex({ x: 1 });
    const stats = await db.stats();
    expect(stats).toMatchObject({ db: "stats", collections: 1, objects: 2, indexes: 2 });
    expect(stats.dataSize).toBeGreaterThan(0);
    const { databases } = await h.client.db("admin").admin().listDatabases();
    expect(databases.map((d) => d.name)).toContain("stats");
    expect(await db.dropDatabase()).toBe(true);
    const after = await h.client.db("admin").admin().listDatabases({ nameOnly: true });
    expect(after.databases.map((d) => d.name)).not.toContain("stats");
  });

  it("creates, lists and drops indexes with MongoDB's conflict errors", async () => {
    const col = h.db.collection("idx");
    expect(await col.createIndex({ clubId: 1, date: -1 }, { name: "club_date" })).toBe("club_date");
    expect(await col.createIndex({ clubId: 1, date: -1 }, { name: "club_date" })).toBe("club_date");
    await expect(col.createIndex({ other: 1 }, { name: "club_date" })).rejects.toMatchObject({ code: 86 });
    await expect(col.createIndex({ clubId: 1, date: -1 }, { name: "again" })).rejects.toMatchObject({
      code: 85,
    });
    const indexes = await col.listIndexes().toArray();
    expect(indexes.map((i) => i.name)).toEqual(["_id_", "club_date"]);
    expect(indexes[1]?.key).toEqual({ clubId: 1, date: -1 });
    await expect(col.dropIndex("missing")).rejects.toMatchObject({ code: 27 });
    await col.dropIndex("club_date");
    expect((await col.indexes()).map((i) => i.name)).toEqual(["_id_"]);
    await expect(h.db.collection("none").indexes()).rejects.toMatchObject({ code: 26 });
  });

  it("counts and lists distinct values, unwinding arrays", async () => {
    const col = h.db.collection("distinct");
    await col.insertMany([
      { tier: "gold", tags: ["a", "b"] },
      { tier: "silver", tags: ["b"] },
      { tier: "gold" },
    ]);
    expect((await col.distinct("tier")).sort()).toEqual(["gold", "silver"]);
    expect((await col.distinct("tags", { tier: "gold" })).sort()).toEqual(["a", "b"]);
    expect(await col.countDocuments({ tier: "gold" })).toBe(2);
    expect(await h.db.command({ count: "distinct", query: { tier: "gold" } })).toMatchObject({ n: 2 });
    expect(await h.db.command({ count: "distinct", limit: 1 })).toMatchObject({ n: 1 });
  });
});
