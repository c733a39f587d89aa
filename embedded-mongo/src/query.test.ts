import { type Document, type Filter, ObjectId } from "mongodb";
import { connect, disconnect, type Harness } from "./test/harness";

// Time-outs, TTL passes and the randomized test wait on real time; a loaded machine can stretch them.
jest.setTimeout(20_000);

let h: Harness;

interface Ops {
  n?: number;
  tags?: string[];
  scores?: number[];
  name?: string;
  top?: number;
  total?: number;
  only?: boolean;
}
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

describe("find, cursors and updates", () => {
  it("applies filter, sort, projection, skip and limit", async () => {
    const col = h.db.collection("tee");
    await col.insertMany(
      Array.from({ length: 20 }, (_, i) => ({
        slot: i,
        course: i % 2 ? "east" : "west",
        players: [i, i + 1],
      })),
    );
    const docs = await col
      .find({ course: "east", slot: { $gte: 5 } }, { projection: { _id: 0, slot: 1 } })
      .sort({ slot: -1 })
      .skip(1)
      .limit(3)
      .toArray();
    expect(docs).toEqual([{ slot: 17 }, { slot: 15 }, { slot: 13 }]);
    const sorted = (await col.find({}).sort({ course: 1, slot: -1 }).toArray()).map((d) => d.slot);
    expect(sorted).toEqual([19, 17, 15, 13, 11, 9, 7, 5, 3, 1, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0]);
    const pages: [number, number][] = [
      [0, 1],
      [2, 3],
      [0, 4],
      [5, 5],
    ];
    for (const [skip, limit] of pages) {
      const page = await col.find({}).sort({ course: 1, slot: -1 }).skip(skip).limit(limit).toArray();
      expect(page.map((d) => d.slot)).toEqual(sorted.slice(skip, skip + limit));
    }
    await col.createIndex({ players: 1 });
    await col.createIndex({ slot: 1 });
    const bySlot = await col
      .find({}, { projection: { _id: 0, slot: 1 } })
      .sort({ slot: -1 })
      .limit(3)
      .toArray();
    expect(bySlot).toEqual([{ slot: 19 }, { slot: 18 }, { slot: 17 }]);
    // Arrays sort by their largest element descending; an index over arrays is not in that order.
    const byPlayers = await col
      .find({}, { projection: { _id: 0, slot: 1 } })
      .sort({ players: -1 })
      .limit(3)
      .toArray();
    expect(byPlayers).toEqual([{ slot: 19 }, { slot: 18 }, { slot: 17 }]);
    expect(await col.findOne({ players: 4 }, { projection: { players: 0, _id: 0 } })).toEqual({
      slot: 3,
      course: "east",
    });
  });

  it("streams thousands of documents in batches with getMore", async () => {
    const col = h.db.collection("many");
    await col.insertMany(Array.from({ length: 5000 }, (_, i) => ({ i })));
    const cursor = col.find({}, { batchSize: 500 }).sort({ i: 1 });
    let expected = 0;
    for await (const doc of cursor) expect(doc.i).toBe(expected++);
    expect(expected).toBe(5000);
    const first = await h.db.command({ find: "many", batchSize: 100 });
    expect(first.cursor.firstBatch).toHaveLength(100);
    const more = await h.db.command({ getMore: first.cursor.id, collection: "many", batchSize: 1000 });
    expect(more.cursor.nextBatch).toHaveLength(1000);
    const killed = await h.db.command({ killCursors: "many", cursors: [first.cursor.id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    await expect(h.db.command({ getMore: first.cursor.id, collection: "many" })).rejects.toMatchObject({
      code: 43,
    });
  });

  it("closes idle cursors after the time-out", async () => {
    const quick = await connect({ cursorTimeoutMs: 1000 });
    try {
      await quick.db.collection("c").insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));
      const first = await quick.db.command({ find: "c", batchSize: 10 });
      const more = await quick.db.command({ getMore: first.cursor.id, collection: "c", batchSize: 10 });
      expect(more.cursor.nextBatch).toHaveLength(10);
      await new Promise((r) => setTimeout(r, 2500));
      await expect(quick.db.command({ getMore: first.cursor.id, collection: "c" })).rejects.toMatchObject({
        code: 43,
      });
    } finally {
      await disconnect(quick);
    }
  });

  it("supports update operators, arrayFilters and pipeline updates", async () => {
    const col = h.db.collection<Ops>("ops");
    const { insertedId: _id } = await col.insertOne({ n: 1, tags: ["a"], scores: [1, 5, 9], name: "x" });
    await col.updateOne(
      { _id },
      { $inc: { n: 2 }, $push: { tags: "b" }, $unset: { name: "" }, $max: { top: 3 } },
    );
    await col.updateOne({ _id }, { $addToSet: { tags: "a" } });
    await expect(
      col.updateOne({ _id }, { $push: { tags: "c" }, $pull: { tags: "a" } }),
    ).rejects.toMatchObject({
      code: 40,
    });
    await col.updateOne({ _id }, { $set: { "scores.$[big]": 0 } }, { arrayFilters: [{ big: { $gte: 5 } }] });
    await col.updateOne({ _id }, [{ $set: { total: { $add: ["$n", 10] } } }]);
    await col.updateOne({ _id, scores: 1 }, { $set: { "scores.$": 100 } });
    expect(await col.findOne({ _id }, { projection: { _id: 0 } })).toEqual({
      n: 3,
      tags: ["a", "b"],
      scores: [100, 0, 0],
      top: 3,
      total: 13,
    });
    await expect(col.updateOne({ _id }, { $set: { _id: 5 } })).rejects.toMatchObject({ code: 66 });
    await expect(col.updateOne({ _id }, { $frob: { a: 1 } } as object)).rejects.toMatchObject({ code: 9 });
    const replaced = await col.replaceOne({ _id }, { only: true });
    expect(replaced.modifiedCount).toBe(1);
    expect(await col.findOne({ _id })).toEqual({ _id, only: true });
  });

  it("uses indexes for equality and range queries with the same results as a scan", async () => {
    const col = h.db.collection("ranged");
    await col.insertMany(
      Array.from({ length: 300 }, (_, i) => ({ v: i % 30, s: `k${i % 7}`, tags: [i % 3] })),
    );
    const filters = [
      { v: 7 },
      { v: { $gt: 25 } },
      { v: { $gte: 3, $lt: 6 } },
      { v: { $in: [1, 2] } },
      { s: "k3" },
      { tags: 2 },
    ];
    const before = await Promise.all(filters.map((f) => col.countDocuments(f)));
    await col.createIndex({ v: 1 });
    await col.createIndex({ s: 1, v: 1 });
    await col.createIndex({ tags: 1 });
    const after = await Promise.all(filters.map((f) => col.countDocuments(f)));
    expect(after).toEqual(before);
    expect(before).toEqual([10, 40, 30, 20, 43, 100]);
    const stage = async (filter: Filter<Document>) => {
      const plan = (await col.find(filter).explain()).queryPlanner.winningPlan;
      return plan.inputStage?.indexName ?? plan.stage;
    };
    expect(await stage({ v: 7 })).toBe("v_1");
    expect(await stage({ v: { $gt: 25 } })).toBe("v_1");
    expect(await stage({ s: "k3", v: 1 })).toBe("s_1_v_1");
    expect(await stage({ tags: 2 })).toBe("tags_1");
    expect(await stage({ other: 1 })).toBe("COLLSCAN");
    expect(await stage({ _id: new ObjectId() })).toBe("IDHACK");
    await col.updateMany({ v: 7 }, { $set: { v: 70 } });
    expect(await col.countDocuments({ v: { $gt: 25 } })).toBe(50);
    await col.deleteMany({ v: { $lte: 1 } });
    expect(await col.countDocuments({ v: { $in: [0, 1, 2] } })).toBe(10);
  });
});

describe("index maintenance", () => {
  it("answers range queries like a scan through random inserts, updates and deletes", async () => {
    // v also holds strings at times, to cover type bracketing; the driver's types only allow $inc on numbers.
    const indexed = h.db.collection<{ _id: number; v: number }>("fuzz_indexed");
    const plainCol = h.db.collection<{ _id: number; v: number }>("fuzz_plain");
    await indexed.createIndex({ v: 1 });
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const value = () => (rand(5) === 0 ? `s${rand(20)}` : rand(40) - 10) as number;
    for (let step = 0; step < 400; step++) {
      const id = rand(120);
      const op = rand(3);
      const v = value();
      for (const col of [indexed, plainCol]) {
        if (op === 0) await col.updateOne({ _id: id }, { $set: { v } }, { upsert: true });
        else if (op === 1) await col.deleteOne({ _id: id });
        else await col.updateMany({ v: { $gte: id % 30 } }, { $inc: { v: 1 } });
      }
      if (step % 50 === 49) {
        const ranges: Filter<Document>[] = [
          { v: { $gt: 5 } },
          { v: { $gte: -3, $lt: 12 } },
          { v: { $lte: 0 } },
          { v: { $gt: "s5" } },
        ];
        for (const f of ranges) {
          expect(await h.db.collection("fuzz_indexed").countDocuments(f)).toBe(
            await h.db.collection("fuzz_plain").countDocuments(f),
          );
        }
        // Sorting by the indexed field reads the index in order; ties may come in another order, values not.
        const cases: [Filter<{ _id: number; v: number }>, 1 | -1, number][] = [
          [{}, 1, 0],
          [{}, -1, 7],
          [{ _id: { $gt: 50 } }, 1, 5],
        ];
        for (const [filter, dir, limit] of cases) {
          const values = async (name: string) =>
            (
              await h.db
                .collection<{ _id: number; v: number }>(name)
                .find(filter)
                .sort({ v: dir })
                .skip(2)
                .limit(limit)
                .toArray()
            ).map((d) => d.v);
          expect(await values("fuzz_indexed")).toEqual(await values("fuzz_plain"));
        }
      }
    }
  });
});

describe("aggregate", () => {
  it("joins by _id after a leading $match alike whatever the local value holds", async () => {
    const db = h.client.db("lookup-by-id");
    const ids = [new ObjectId(), new ObjectId(), new ObjectId()];
    await db.collection("accounts").insertMany([
      { _id: ids[0], name: "A" },
      { _id: ids[1], name: "B" },
      { _id: "text-id", name: "T" },
      { _id: 7, name: "Seven" },
      { _id: ids[2], name: "C" },
    ] as Document[]);
    await db.collection<{ _id: number }>("sessions").insertMany([
      { _id: 1, accountId: ids[0], live: true },
      { _id: 2, accountId: ids[1], live: false },
      { _id: 3, accountId: "text-id", live: true },
      { _id: 5, accountId: new ObjectId(), live: true },
      { _id: 6, accountId: 7, live: true },
      { _id: 7, accountId: [ids[2], "text-id"], live: true },
      { _id: 8, accountId: null, live: true },
      { _id: 9, live: true },
    ] as Document[] as { _id: number }[]);
    const names = async (pipeline: Document[]) =>
      (await db.collection("sessions").aggregate(pipeline).toArray()).map((s) => [
        s._id,
        (s.account as Document[]).map((a) => a.name).sort(),
      ]);
    const lookup = {
      $lookup: { from: "accounts", localField: "accountId", foreignField: "_id", as: "account" },
    };
    // An ObjectId, a string, no match, a number, an array, null and a missing field.
    expect(await names([{ $match: { live: true } }, { $sort: { _id: 1 } }, lookup])).toEqual([
      [1, ["A"]],
      [3, ["T"]],
      [5, []],
      [6, ["Seven"]],
      [7, ["C", "T"]],
      [8, []],
      [9, []],
    ]);
    // The stages before the lookup narrow what it joins; a second lookup of the same collection joins the same way.
    const again = { $lookup: { ...lookup.$lookup, as: "again" } };
    const [one] = await db
      .collection("sessions")
      .aggregate([{ $match: { _id: { $in: [1, 3] } } }, { $limit: 1 }, lookup, again])
      .toArray();
    expect([one?.account, one?.again].map((list) => (list as Document[]).map((a) => a.name))).toEqual([
      ["A"],
      ["A"],
    ]);
    // After a lookup into another field.
    const other = { $lookup: { from: "accounts", pipeline: [{ $match: { name: "B" } }], as: "other" } };
    expect(await names([{ $match: { _id: 1 } }, other, lookup])).toEqual([[1, ["A"]]]);
    // A stage that reshapes documents first: the lookup reads what reaches it.
    expect(await names([{ $match: { _id: 2 } }, { $set: { accountId: ids[2] } }, lookup])).toEqual([
      [2, ["C"]],
    ]);
  });

  it("joins a membership by a constant sub-pipeline, then its role through it, as with whole collections", async () => {
    const db = h.client.db("lookup-guard");
    const [a, b, r1, r2, r3] = [1, 2, 3, 4, 5].map(() => new ObjectId());
    await db.collection("accounts").insertMany([
      { _id: a, status: "active" },
      { _id: b, status: "suspended" },
    ]);
    await db.collection("roles").insertMany([
      { _id: r1, name: "Desk" },
      { _id: r2, name: "Manager" },
      { _id: r3, name: "Elsewhere" },
      { _id: null, name: "Null id" },
    ] as Document[]);
    await db.collection("staff").insertMany([
      { clubId: 2, accountId: a, roleId: r3 },
      { clubId: 1, accountId: b, roleId: r2 },
      { clubId: 1, accountId: a, roleId: r1 },
    ]);
    await db.collection("clubs").insertOne({ _id: 1, ownerId: b } as Document);
    await db.collection("staff").createIndex({ clubId: 1, accountId: 1 }, { unique: true });
    // With `whole`, a stage that reshapes documents first makes every lookup read its whole collection.
    const guard = async (member: Document, whole = false) => {
      const [club] = await db
        .collection("clubs")
        .aggregate([
          { $match: { _id: 1 } },
          { $limit: 1 },
          ...(whole ? [{ $set: { reshaped: true } }] : []),
          { $lookup: { from: "staff", pipeline: [{ $match: member }, { $limit: 1 }], as: "membership" } },
          { $lookup: { from: "roles", localField: "membership.roleId", foreignField: "_id", as: "role" } },
          { $lookup: { from: "accounts", localField: "ownerId", foreignField: "_id", as: "owner" } },
        ])
        .toArray();
      return [club?.membership, club?.role, club?.owner].map((list) =>
        (list as Document[]).map((d) => d.roleId ?? d.name ?? d.status),
      );
    };
    expect(await guard({ clubId: 1, accountId: a })).toEqual([[r1], ["Desk"], ["suspended"]]);
    // No membership, and so no role (a role of a null _id is among the candidates, and joins no more than read whole).
    expect(await guard({ clubId: 1, accountId: new ObjectId() })).toEqual([[], [], ["suspended"]]);
    // Several match: the first in the collection's order (read whole), the role through it.
    expect(await guard({ clubId: 1 })).toEqual([[r2], ["Manager"], ["suspended"]]);
    for (const member of [
      { clubId: 1, accountId: a },
      { clubId: 1, accountId: b },
      { clubId: 3 },
      { clubId: 1 },
    ])
      expect(await guard(member)).toEqual(await guard(member, true));
  });

  it("runs the common stages", async () => {
    const db = h.client.db("agg");
    await db.collection<{ _id: number; name: string }>("clubs").insertMany([
      { _id: 1, name: "East" },
      { _id: 2, name: "West" },
    ]);
    await db.collection("bookings").insertMany([
      { clubId: 1, players: 4, tags: ["am", "vip"] },
      { clubId: 1, players: 2, tags: ["pm"] },
      { clubId: 2, players: 3, tags: ["am"] },
    ]);
    const byClub = await db
      .collection("bookings")
      .aggregate([
        { $match: { players: { $gte: 2 } } },
        { $group: { _id: "$clubId", players: { $sum: "$players" }, n: { $sum: 1 } } },
        { $lookup: { from: "clubs", localField: "_id", foreignField: "_id", as: "club" } },
        { $unwind: "$club" },
        { $addFields: { clubName: "$club.name" } },
        { $project: { _id: 0, clubName: 1, players: 1, n: 1 } },
        { $sort: { players: -1 } },
      ])
      .toArray();
    expect(
      Object.keys(
        (await db
          .collection("bookings")
          .aggregate([{ $project: { players: 1 } }])
          .next()) ?? {},
      ),
    ).toEqual(["_id", "players"]);
    expect(byClub).toEqual([
      { players: 6, n: 2, clubName: "East" },
      { players: 3, n: 1, clubName: "West" },
    ]);
    const [facets] = await db
      .collection("bookings")
      .aggregate([
        {
          $facet: {
            total: [{ $count: "n" }],
            tags: [{ $unwind: "$tags" }, { $sortByCount: "$tags" }, { $limit: 1 }],
            page: [
              { $sort: { players: 1 } },
              { $skip: 1 },
              { $limit: 1 },
              { $project: { _id: 0, players: 1 } },
            ],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({ total: [{ n: 3 }], tags: [{ _id: "am", count: 2 }], page: [{ players: 3 }] });
  });
});
