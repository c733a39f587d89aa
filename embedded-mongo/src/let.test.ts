import { connect, disconnect, type Harness } from "./test/harness";

let h: Harness;
beforeAll(async () => {
  h = await connect();
});
afterAll(() => disconnect(h));

/** A fresh collection holding members 1, 2 and 3, with a fee of 10 times their _id. */
async function members(name: string) {
  const col = h.db.collection<{ _id: number; fee: number; tag?: string; paid?: boolean }>(name);
  await col.insertMany([
    { _id: 1, fee: 10 },
    { _id: 2, fee: 20 },
    { _id: 3, fee: 30 },
  ]);
  return col;
}

const byId = { $expr: { $eq: ["$_id", "$$id"] } };

describe("the command-level let option, as MongoDB defines it", () => {
  it("binds variables in a find filter and projection", async () => {
    const col = await members("let_find");
    expect(await col.find(byId, { let: { id: 2 } }).toArray()).toEqual([{ _id: 2, fee: 20 }]);
    const projected = await col
      .find(
        { $expr: { $gt: ["$fee", "$$min"] } },
        { let: { min: 15, label: "due" }, projection: { l: "$$label" } },
      )
      .toArray();
    expect(projected).toEqual([
      { _id: 2, l: "due" },
      { _id: 3, l: "due" },
    ]);
  });

  it("evaluates each let value as an expression before reading documents", async () => {
    const col = await members("let_expr");
    expect(await col.find(byId, { let: { id: { $add: [1, 2] } } }).toArray()).toEqual([{ _id: 3, fee: 30 }]);
  });

  it("binds variables in every stage of an aggregation, a leading $match and $lookup included", async () => {
    const col = await members("let_agg");
    const out = await col
      .aggregate(
        [
          { $match: byId },
          {
            $lookup: {
              from: "let_agg",
              pipeline: [{ $match: { $expr: { $gt: ["$fee", "$$min"] } } }],
              as: "more",
            },
          },
          { $project: { fee: 1, more: "$more._id", label: "$$label" } },
        ],
        { let: { id: 1, min: 15, label: "club" } },
      )
      .toArray();
    expect(out).toEqual([{ _id: 1, fee: 10, more: [2, 3], label: "club" }]);
  });

  it("binds variables in an update's filter and pipeline", async () => {
    const col = await members("let_update");
    const res = await col.updateOne(byId, [{ $set: { tag: "$$tag" } }], { let: { id: 3, tag: "vip" } });
    expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const many = await col.updateMany(
      { $expr: { $lt: ["$fee", "$$cap"] } },
      [{ $set: { fee: { $multiply: ["$fee", "$$factor"] } } }],
      { let: { cap: 25, factor: 2 } },
    );
    expect(many.modifiedCount).toBe(2);
    expect(await col.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, fee: 20 },
      { _id: 2, fee: 40 },
      { _id: 3, fee: 30, tag: "vip" },
    ]);
  });

  it("binds variables in a delete filter", async () => {
    const col = await members("let_delete");
    expect((await col.deleteOne(byId, { let: { id: 2 } })).deletedCount).toBe(1);
    expect(
      (await col.deleteMany({ $expr: { $gte: ["$fee", "$$min"] } }, { let: { min: 30 } })).deletedCount,
    ).toBe(1);
    expect(await col.find().toArray()).toEqual([{ _id: 1, fee: 10 }]);
  });

  it("binds variables in findAndModify's query and update", async () => {
    const col = await members("let_fam");
    const after = await col.findOneAndUpdate(byId, [{ $set: { paid: "$$paid" } }], {
      let: { id: 1, paid: true },
      returnDocument: "after",
    });
    expect(after).toEqual({ _id: 1, fee: 10, paid: true });
    const removed = await col.findOneAndDelete(byId, { let: { id: 3 } });
    expect(removed).toEqual({ _id: 3, fee: 30 });
  });

  it("applies an update statement's constants (c) in its pipeline, and refuses them elsewhere", async () => {
    const col = await members("let_constants");
    const ok = await h.db.command({
      update: "let_constants",
      updates: [{ q: { _id: 1 }, u: [{ $set: { tag: "$$t" } }], c: { t: "gold" } }],
    });
    expect(ok).toMatchObject({ n: 1, nModified: 1 });
    expect(await col.findOne({ _id: 1 })).toEqual({ _id: 1, fee: 10, tag: "gold" });
    const refused = await h.db.command({
      update: "let_constants",
      updates: [{ q: { _id: 2 }, u: { $set: { tag: "x" } }, c: { t: "gold" } }],
    });
    expect(refused.writeErrors[0]).toMatchObject({ code: 51198 });
    expect(await col.findOne({ _id: 2 })).toEqual({ _id: 2, fee: 20 });
  });

  it("rejects variable names MongoDB rejects, and undefined variables", async () => {
    const col = await members("let_names");
    await expect(col.find(byId, { let: { ID: 1 } }).toArray()).rejects.toMatchObject({ code: 16867 });
    await expect(col.find(byId, { let: { "i-d": 1 } }).toArray()).rejects.toMatchObject({ code: 16868 });
    const undefinedVariable = { code: 17276, message: expect.stringContaining("undefined variable: id") };
    await expect(col.find(byId).toArray()).rejects.toMatchObject(undefinedVariable);
    await expect(col.aggregate([{ $project: { x: "$$id" } }]).toArray()).rejects.toMatchObject(
      undefinedVariable,
    );
    await expect(col.updateOne({ _id: 1 }, [{ $set: { x: "$$id" } }])).rejects.toMatchObject(
      undefinedVariable,
    );
    expect(await col.findOne({ _id: 1 })).toEqual({ _id: 1, fee: 10 });
  });
});
