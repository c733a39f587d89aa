import { type Document, type Filter, ObjectId, type Sort } from "mongodb";
import { regexPrefix } from "./engine/filter-bounds";
import { connect, disconnect, type Harness } from "./test/harness";

// The randomized test runs many queries; a loaded machine can stretch it.
jest.setTimeout(60_000);

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

type Stage = { stage: string; inputStage?: Stage; indexName?: string; [k: string]: unknown };

/** Every stage of a winning plan, outermost first. */
function stagesOf(plan: Stage): Stage[] {
  const out: Stage[] = [];
  for (let s: Stage | undefined = plan; s; s = s.inputStage) out.push(s);
  return out;
}

async function explained(
  collection: string,
  filter: Filter<Document>,
  sort?: Sort,
  limit = 0,
  hint?: string,
) {
  let cursor = h.db.collection(collection).find(filter);
  if (sort) cursor = cursor.sort(sort);
  if (limit) cursor = cursor.limit(limit);
  if (hint) cursor = cursor.hint(hint);
  const answer = await cursor.explain("executionStats");
  const stages = stagesOf(answer.queryPlanner.winningPlan as Stage);
  return {
    names: stages.map((s) => s.stage),
    scan: stages.find((s) => s.stage === "IXSCAN"),
    stats: answer.executionStats as {
      nReturned: number;
      totalKeysExamined: number;
      totalDocsExamined: number;
    },
  };
}

describe("anchored regular expressions", () => {
  it.each([
    ["^abc", "", "abc"],
    ["^abc.*", "", "abc"],
    ["^ab?c", "", "a"],
    ["^ab*", "", "a"],
    ["^ab+", "", "ab"],
    ["^a\\.b", "", "a.b"],
    ["^a\\d", "", "a"],
    ["^", "", ""],
    ["^abc", "s", "abc"],
  ])("%s with flags '%s' starts with '%s'", (source, flags, prefix) => {
    expect(regexPrefix(source, flags)).toBe(prefix);
  });

  it.each([
    ["abc", ""],
    ["^abc", "i"],
    ["^abc", "m"],
    ["^abc", "x"],
    ["^a|b", ""],
  ])("%s with flags '%s' is no prefix search", (source, flags) => {
    expect(regexPrefix(source, flags)).toBeNull();
  });
});

describe("compound index scans", () => {
  interface Row {
    _id: number;
    club: number;
    day: string | number;
    time: string;
    tags?: string[];
    name: string;
  }

  it("answer like a collection scan through random writes, sorted and limited", async () => {
    const indexed = h.db.collection<Row>("compound_indexed");
    const plainCol = h.db.collection<Row>("compound_plain");
    await indexed.createIndex({ club: 1, day: -1, time: 1, _id: 1 });
    await indexed.createIndex({ club: 1, tags: 1 });
    await indexed.createIndex({ name: 1 });
    await indexed.createIndex({ day: -1 });
    await indexed.createIndex({ time: 1 }, { partialFilterExpression: { club: 1 } });
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      // The high bits: an LCG's low bits repeat within a few steps.
      return Math.floor(seed / 65536) % n;
    };
    const row = (id: number): Row => ({
      _id: id,
      club: rand(3),
      // Mostly dates as text, sometimes a number: bounds keep to one type, as MongoDB's do.
      day: rand(8) === 0 ? rand(5) : `2026-01-${String(1 + rand(9)).padStart(2, "0")}`,
      time: `0${rand(4) + 6}:${rand(2) ? "00" : "30"}`,
      ...(rand(3)
        ? {
            tags: Array.from({ length: rand(3) }, () => ["am", "pm", "vip", "kim", "kip"][rand(5)] as string),
          }
        : {}),
      name: ["kim min", "Kim", "lee", "lě", "nguyen", "ki"][rand(6)] as string,
    });
    const queries: [Filter<Row>, Sort | undefined, number][] = [
      [{ club: 1 }, { day: -1, time: 1, _id: 1 }, 5],
      [{ club: 1 }, { day: -1, time: -1, _id: 1 }, 5],
      [{ club: 1, day: { $gte: "2026-01-03", $lte: "2026-01-06" } }, { day: -1, time: 1, _id: 1 }, 4],
      [{ club: 2, day: { $lte: "2026-01-05" } }, { day: 1, time: -1, _id: -1 }, 3],
      [{ club: 0, day: "2026-01-04" }, { time: 1, _id: 1 }, 0],
      [{ club: { $in: [0, 2] }, day: { $gt: "2026-01-02" } }, { day: -1, time: 1, _id: 1 }, 6],
      [
        {
          club: 1,
          day: { $lte: "2026-01-06" },
          $or: [{ day: { $lt: "2026-01-06" } }, { day: "2026-01-06", time: { $gt: "07:00" } }],
        },
        { day: -1, time: 1, _id: 1 },
        4,
      ],
      [{ club: 1, tags: "kim" }, undefined, 0],
      [{ club: 1, tags: /^ki/ }, undefined, 0],
      [{ club: 1, tags: { $gte: "kim", $lte: "pm" } }, undefined, 0],
      [{ name: /^ki/ }, { name: 1, _id: 1 }, 0],
      [{ club: 1, time: { $gte: "07:00" } }, { time: 1 }, 0],
      [{ club: 2, time: { $gte: "07:00" } }, { time: 1 }, 0],
      [{ name: /^k/i }, undefined, 0],
      [{ day: { $gte: 1 } }, { day: -1 }, 0],
    ];
    const tight: [Filter<Row>, Sort][] = [
      [{ club: 1 }, { day: -1, time: 1, _id: 1 }],
      [
        { club: 1, day: { $gte: "2026-01-03", $lte: "2026-01-06" } },
        { day: -1, time: 1, _id: 1 },
      ],
      [
        { club: 2, day: { $lt: "2026-01-05" } },
        { day: 1, time: -1, _id: -1 },
      ],
      [{ club: 0, day: { $gt: "2026-01-05" } }, { day: 1 }],
      [{ club: { $in: [0, 2] }, day: "2026-01-04", time: { $gte: "07:00", $lt: "08:30" } }, { _id: 1 }],
      [{ day: { $gte: 1, $lte: 3 } }, { _id: 1 }],
    ];
    for (let step = 0; step < 300; step++) {
      const id = rand(150);
      const op = rand(3);
      const doc = row(id);
      for (const col of [indexed, plainCol]) {
        if (op === 0) await col.replaceOne({ _id: id }, doc, { upsert: true });
        else if (op === 1) await col.deleteOne({ _id: id });
        else await col.updateMany({ club: id % 3, time: { $gte: "08:00" } }, { $set: { time: "09:30" } });
      }
      if (step % 60 === 59) {
        for (const [filter, sort, limit] of queries) {
          const read = async (name: string) => {
            let cursor = h.db.collection<Row>(name).find(filter);
            if (sort) cursor = cursor.sort(sort);
            if (limit) cursor = cursor.limit(limit);
            const docs = await cursor.toArray();
            // Without a sort the order is the plan's, and ties of a sort without _id come in any order: the
            // documents must be the same, and the sorted values in the same order.
            const keys = sort ? Object.keys(sort) : [];
            if (keys.includes("_id")) return docs;
            return {
              order: docs.map((d) => keys.map((k) => d[k as keyof Row])),
              docs: [...docs].sort((a, b) => a._id - b._id),
            };
          };
          expect(await read("compound_indexed")).toEqual(await read("compound_plain"));
        }
        // Where the bounds say all the filter says, the scan reads exactly the matching documents: no fewer (the
        // answers above), and no more.
        for (const [filter, sort] of tight) {
          const { stats } = await explained("compound_indexed", filter as Filter<Document>, sort);
          expect({ filter, examined: stats.totalDocsExamined }).toEqual({
            filter,
            examined: stats.nReturned,
          });
        }
      }
    }
  });
});

describe("explain", () => {
  const clubs = [new ObjectId(), new ObjectId()];

  beforeAll(async () => {
    const trail = h.db.collection("trail");
    await trail.createIndex({ clubId: 1, at: -1, _id: -1 }, { name: "club_at_id" });
    await trail.createIndex({ clubId: 1, kind: 1, at: -1, _id: -1 }, { name: "club_kind_at_id" });
    await trail.createIndex({ tags: 1 }, { name: "tags", partialFilterExpression: { kind: "b" } });
    const start = Date.UTC(2026, 0, 1);
    await trail.insertMany(
      Array.from({ length: 600 }, (_, i) => ({
        clubId: clubs[i % 2],
        kind: i % 3 ? "a" : "b",
        at: new Date(start + i * 60_000),
        note: `n${i}`,
        tags: [`t${i % 5}`],
      })),
    );
  });

  it("reports an index scan in the sort's order, with no sort stage, reading only the page", async () => {
    const { names, scan, stats } = await explained("trail", { clubId: clubs[0] }, { at: -1, _id: -1 }, 10);
    expect(names).toEqual(["LIMIT", "FETCH", "IXSCAN"]);
    expect(scan).toMatchObject({ indexName: "club_at_id", direction: "forward" });
    expect(stats).toMatchObject({ nReturned: 10, totalKeysExamined: 10, totalDocsExamined: 10 });
  });

  it("scans backwards for the opposite order", async () => {
    const { names, scan } = await explained("trail", { clubId: clubs[0] }, { at: 1, _id: 1 }, 3);
    expect(names).not.toContain("SORT");
    expect(scan).toMatchObject({ indexName: "club_at_id", direction: "backward" });
  });

  it("reads a range of the second field within the first's value, and prints those bounds", async () => {
    const at = new Date(Date.UTC(2026, 0, 1, 5));
    const { scan, stats } = await explained(
      "trail",
      { clubId: clubs[1], kind: "a", at: { $lte: at } },
      { at: -1, _id: -1 },
      5,
    );
    expect(scan?.indexName).toBe("club_kind_at_id");
    expect(scan?.indexBounds).toEqual({
      clubId: [`[ObjectId('${clubs[1]?.toHexString()}'), ObjectId('${clubs[1]?.toHexString()}')]`],
      kind: ['["a", "a"]'],
      at: [`[new Date(${at.getTime()}), MinKey(9)]`],
      _id: ["[MaxKey, MinKey]"],
    });
    expect(stats.totalDocsExamined).toBe(5);
  });

  it("reports the in-memory sort when the index does not give the order", async () => {
    const { names, scan, stats } = await explained("trail", { clubId: clubs[0] }, { note: 1 }, 10);
    expect(names).toEqual(["LIMIT", "SORT", "FETCH", "IXSCAN"]);
    expect(scan?.indexName).toBe("club_at_id");
    // The sort needs every document of the club before it can answer.
    expect(stats.totalDocsExamined).toBe(300);
  });

  it("reports the sort after an $in on a leading field (several values are not one order)", async () => {
    const { names } = await explained("trail", { clubId: { $in: clubs } }, { at: -1, _id: -1 }, 10);
    expect(names).toContain("SORT");
  });

  it("reports a collection scan, reading every document, when no index applies", async () => {
    const { names, stats } = await explained("trail", { note: "n7" });
    expect(names).toEqual(["COLLSCAN"]);
    expect(stats).toMatchObject({ nReturned: 1, totalKeysExamined: 0, totalDocsExamined: 600 });
  });

  it("reads a partial index only for a filter that keeps to its documents", async () => {
    const within = await explained("trail", { kind: "b", tags: "t1" });
    expect(within.scan?.indexName).toBe("tags");
    const count = await h.db.collection("trail").countDocuments({ kind: "b", tags: "t1" });
    expect(within.stats.nReturned).toBe(count);
    expect(within.stats.totalDocsExamined).toBe(count);
    // Documents of kind "a" are not in the index: reading it would miss them.
    expect((await explained("trail", { kind: "a", tags: "t1" })).names).toEqual(["COLLSCAN"]);
    expect((await explained("trail", { tags: "t1" })).names).toEqual(["COLLSCAN"]);
  });

  it("follows a hint, and reads the whole index when the filter does not narrow it", async () => {
    const { scan, stats } = await explained("trail", { note: "n8" }, undefined, 0, "club_at_id");
    expect(scan?.indexName).toBe("club_at_id");
    expect(stats.totalKeysExamined).toBe(600);
  });

  it("reads the hinted index for an aggregate's leading $match and for a count, and explains that", async () => {
    const trail = h.db.collection("trail");
    const filter = { clubId: clubs[1], kind: "b" };
    const answer = await trail
      .aggregate([{ $match: filter }], { hint: "club_at_id" })
      .explain("executionStats");
    expect(answer.queryPlanner.winningPlan.inputStage).toMatchObject({
      stage: "IXSCAN",
      indexName: "club_at_id",
    });
    expect(answer.executionStats).toMatchObject({ nReturned: 100, totalDocsExamined: 300 });
    const unhinted = await trail.aggregate([{ $match: filter }]).explain("executionStats");
    expect(unhinted.queryPlanner.winningPlan.inputStage.indexName).toBe("club_kind_at_id");
    expect(await trail.countDocuments(filter, { hint: "club_at_id" })).toBe(100);
    await expect(trail.countDocuments(filter, { hint: "no_such_index" })).rejects.toThrow(/hint/);
  });

  it("bounds an anchored, case-sensitive regular expression and not a case-insensitive one", async () => {
    const notes = h.db.collection("notes");
    await notes.createIndex({ clubId: 1, keys: 1 }, { name: "club_keys" });
    await notes.insertMany([
      { clubId: 1, keys: ["kim", "kim min"] },
      { clubId: 1, keys: ["kip"] },
      { clubId: 1, keys: ["lee"] },
      { clubId: 2, keys: ["kim"] },
    ]);
    const prefix = await explained("notes", { clubId: 1, keys: /^ki/ });
    expect(prefix.scan?.indexBounds).toEqual({ clubId: ["[1, 1]"], keys: ['["ki", "kj")'] });
    // Two keys of one document within the bounds: read twice, returned once.
    expect(prefix.stats).toMatchObject({ nReturned: 2, totalKeysExamined: 3 });
    const anyCase = await explained("notes", { clubId: 1, keys: /^ki/i });
    expect(anyCase.scan?.indexBounds).toEqual({ clubId: ["[1, 1]"], keys: ["[MinKey, MaxKey]"] });
    expect(anyCase.stats.nReturned).toBe(2);
  });

  it("answers the plan alone at queryPlanner verbosity, and refuses an unknown verbosity", async () => {
    const plan = await h.db.collection("trail").find({ clubId: clubs[0] }).explain("queryPlanner");
    expect(plan.executionStats).toBeUndefined();
    expect(plan.queryPlanner.winningPlan.stage).toBe("FETCH");
    await expect(
      h.db.command({ explain: { find: "trail", filter: {} }, verbosity: "everything" }),
    ).rejects.toThrow(/verbosity/);
  });

  it("sorts a transaction's own writes into the index's order", async () => {
    const session = h.client.startSession();
    try {
      await session.withTransaction(async () => {
        const trail = h.db.collection("trail");
        await trail.insertOne(
          { clubId: clubs[0], kind: "a", at: new Date(Date.UTC(2030, 0, 1)) },
          { session },
        );
        const [first] = await trail
          .find({ clubId: clubs[0] }, { session })
          .sort({ at: -1, _id: -1 })
          .limit(1)
          .toArray();
        expect(first?.at).toEqual(new Date(Date.UTC(2030, 0, 1)));
        throw new Error("roll back");
      });
    } catch (error) {
      expect((error as Error).message).toBe("roll back");
    } finally {
      await session.endSession();
    }
  });
});

describe("countDocuments", () => {
  it("counts with skip and limit like the whole pipeline would", async () => {
    const col = h.db.collection("counted");
    await col.createIndex({ club: 1, day: 1 });
    await col.insertMany(Array.from({ length: 50 }, (_, i) => ({ club: i % 2, day: i, odd: i % 3 === 0 })));
    // The same count through a pipeline that is not countDocuments' own (an extra stage), for comparison.
    const general = async (filter: Document, extra: Document[]) => {
      const [row] = await col
        .aggregate([
          { $match: filter },
          { $addFields: { x: 1 } },
          ...extra,
          { $group: { _id: 1, n: { $sum: 1 } } },
        ])
        .toArray();
      return row?.n ?? 0;
    };
    const cases: [Document, { skip?: number; limit?: number }][] = [
      [{ club: 1 }, {}],
      [{ club: 1, day: { $gte: 10 } }, { skip: 3 }],
      [{ club: 0, odd: true }, { limit: 4 }],
      [
        { club: 0, day: { $lt: 30 } },
        { skip: 2, limit: 5 },
      ],
      [{ club: 3 }, {}],
      [{}, { skip: 60 }],
    ];
    for (const [filter, options] of cases) {
      const extra = [
        ...(options.skip ? [{ $skip: options.skip }] : []),
        ...(options.limit ? [{ $limit: options.limit }] : []),
      ];
      expect(await col.countDocuments(filter, options)).toBe(await general(filter, extra));
    }
    expect(await col.countDocuments({ club: 1, day: { $gte: 10 } }, { skip: 3 })).toBe(17);
  });
});
