import { ObjectId } from "bson";
import { fastFilter } from "./engine/fast-filter";
import { optionsWith, Query } from "./engine/mingo";
import type { Doc } from "./engine/values";

/**
 * The fast test answers exactly what mingo answers wherever it answers at all: random documents (single values of
 * every plain type, nulls, missing fields, arrays, embedded documents) against random filters of its list.
 */
describe("the fast filter", () => {
  let seed = 11;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;
  };
  const pick = <T>(values: readonly T[]) => values[rand(values.length)] as T;
  const ids = [new ObjectId("0000000000000000000000a1"), new ObjectId("0000000000000000000000b2")];
  const dates = [new Date(Date.UTC(2026, 0, 1)), new Date(Date.UTC(2026, 5, 1))];
  const scalars: unknown[] = [
    "kim",
    "Kim",
    "KIM-01",
    "lê",
    "",
    "b",
    0,
    -0,
    1,
    2.5,
    -3,
    true,
    false,
    ...ids,
    ...dates,
  ];
  const value = (): unknown => {
    switch (rand(10)) {
      case 0:
        return null;
      case 1:
        return [pick(scalars), pick(scalars)];
      case 2:
        return { b: pick(scalars) };
      case 3:
        return Number.NaN;
      default:
        return pick(scalars);
    }
  };
  const doc = (): Doc => {
    const out: Doc = {};
    for (const field of ["a", "s", "n"]) if (rand(5)) out[field] = value();
    if (rand(2)) out.e = { b: value() };
    return out;
  };
  const operand = () => (rand(8) === 0 ? null : pick(scalars));
  const condition = (): unknown => {
    switch (rand(11)) {
      case 0:
        return operand();
      case 1:
        return { $ne: operand() };
      case 2:
        return { $in: [operand(), operand()] };
      case 3:
        return { $nin: [operand(), operand()] };
      case 4:
        return { [pick(["$gt", "$gte", "$lt", "$lte"])]: pick(scalars) };
      case 5:
        return { $gte: pick(scalars), $lt: pick(scalars) };
      case 6:
        return { $exists: rand(2) === 0 };
      case 7:
        return pick([/^k/, /im/i, /^$/, /l\u00ea/]);
      case 8:
        return { $regex: pick(["^K", "m-0", "E"]), $options: pick(["", "i"]) };
      case 9:
        return { $eq: operand() };
      default:
        return pick(scalars);
    }
  };
  const filter = (depth = 0): Doc => {
    const out: Doc = {};
    for (let i = 0; i <= rand(2); i++) out[pick(["a", "s", "n", "e.b"])] = condition();
    if (depth < 2 && rand(3) === 0) out[pick(["$and", "$or"])] = [filter(depth + 1), filter(depth + 1)];
    return out;
  };

  it("answers what mingo answers, whenever it answers", () => {
    let decided = 0;
    let checked = 0;
    for (let f = 0; f < 600; f++) {
      const spec = filter();
      const fast = fastFilter(spec);
      expect(fast).not.toBeNull();
      const slow = new Query(spec, optionsWith(undefined));
      for (let d = 0; d < 20; d++) {
        const view = doc();
        const answer = fast?.(view);
        checked++;
        if (answer === undefined) continue;
        decided++;
        const expected = slow.test(view);
        if (answer !== expected)
          throw new Error(`${JSON.stringify(spec)} on ${JSON.stringify(view)}: ${answer}`);
      }
    }
    // Most documents here hold plain values, so most answers come from the fast test.
    expect(decided / checked).toBeGreaterThan(0.3);
  });

  it.each([
    [{ a: { $elemMatch: { b: 1 } } }],
    [{ $expr: { $eq: ["$a", 1] } }],
    [{ a: { $size: 2 } }],
    [{ a: { $in: [/x/] } }],
    [{ a: { $eq: { b: 1 } } }],
    [{ a: { $regex: "x", $options: "x" } }],
    [{ $nor: [{ a: 1 }] }],
  ])("leaves %o to mingo", (spec) => {
    expect(fastFilter(spec as Doc)).toBeNull();
  });
});
