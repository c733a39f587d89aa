import { ObjectId } from "bson";
import { compareValues, typeRank } from "./compare";
import { type Doc, isPlainObject } from "./values";

/**
 * A quicker test for the common filters: equalities, `$ne`, `$in`, `$nin`, comparisons, `$exists` and regular
 * expressions on single values, under `$and` and `$or`. It decides only what is plain: a field holding a single
 * string, number, boolean, date, ObjectId or null, or missing. For anything else (an array, an embedded document,
 * another BSON type, NaN) it answers `undefined`, and the caller asks mingo, so the answer is always the one mingo
 * (and MongoDB) gives. Null when the filter uses anything outside that list: the caller then uses mingo alone.
 */
export type FastTest = (view: Doc) => boolean | undefined;

const isScalar = (v: unknown) =>
  (typeof v === "string" ||
    typeof v === "number" ||
    typeof v === "bigint" ||
    typeof v === "boolean" ||
    v instanceof Date ||
    v instanceof ObjectId) &&
  !(typeof v === "number" && Number.isNaN(v));

/** Marks a value the fast test cannot decide on (an array, an embedded document, another BSON type). */
const UNDECIDED = Symbol("undecided");

/** Reads a field's plain value, or UNDECIDED; through embedded documents only (an array has its own rules). */
function reader(path: string): (view: Doc) => unknown {
  const plainOf = (v: unknown) => (v === undefined || v === null || isScalar(v) ? v : UNDECIDED);
  if (!path.includes(".")) return (view) => plainOf(view[path]);
  const parts = path.split(".");
  return (view) => {
    let v: unknown = view;
    for (const part of parts) {
      if (!isPlainObject(v)) return v === undefined ? undefined : UNDECIDED;
      v = v[part];
    }
    return plainOf(v);
  };
}

type ValueTest = (v: unknown) => boolean;

const equals = (x: unknown): ValueTest =>
  x === null
    ? (v) => v === null || v === undefined
    : (v) => v !== undefined && v !== null && compareValues(v, x) === 0;

/** A test of one plain value, or null when the condition is outside the list. */
function valueTest(cond: unknown): ValueTest | null {
  if (cond === null || isScalar(cond)) return equals(cond);
  if (cond instanceof RegExp) return regexTest(cond.source, cond.flags);
  if (!isPlainObject(cond)) return null;
  const keys = Object.keys(cond);
  if (!keys.length || !keys.every((k) => k.startsWith("$"))) return null;
  const tests: ValueTest[] = [];
  for (const op of keys) {
    const x = cond[op];
    switch (op) {
      case "$eq":
        if (x !== null && !isScalar(x)) return null;
        tests.push(equals(x));
        break;
      case "$ne": {
        if (x !== null && !isScalar(x)) return null;
        const eq = equals(x);
        tests.push((v) => !eq(v));
        break;
      }
      case "$in":
      case "$nin": {
        if (!Array.isArray(x) || !x.every((el) => el === null || isScalar(el))) return null;
        const any = x.map(equals);
        tests.push(op === "$in" ? (v) => any.some((t) => t(v)) : (v) => !any.some((t) => t(v)));
        break;
      }
      case "$gt":
      case "$gte":
      case "$lt":
      case "$lte": {
        if (!isScalar(x)) return null;
        const rank = typeRank(x);
        const holds = {
          $gt: (c: number) => c > 0,
          $gte: (c: number) => c >= 0,
          $lt: (c: number) => c < 0,
          $lte: (c: number) => c <= 0,
        }[op];
        tests.push(
          (v) => v !== undefined && v !== null && typeRank(v) === rank && holds(compareValues(v, x)),
        );
        break;
      }
      case "$exists":
        if (typeof x !== "boolean") return null;
        tests.push(x ? (v) => v !== undefined : (v) => v === undefined);
        break;
      case "$regex": {
        const source = x instanceof RegExp ? x.source : x;
        const flags = `${x instanceof RegExp ? x.flags : ""}${typeof cond.$options === "string" ? cond.$options : ""}`;
        if (typeof source !== "string") return null;
        const test = regexTest(source, flags);
        if (!test) return null;
        tests.push(test);
        break;
      }
      case "$options":
        if (!("$regex" in cond)) return null;
        break;
      default:
        return null;
    }
  }
  return (v) => tests.every((t) => t(v));
}

/** A regular expression on a string value (never on a number, null or a missing field). */
function regexTest(source: string, flags: string): ValueTest | null {
  if (!/^[ims]*$/.test(flags)) return null;
  let re: RegExp;
  try {
    re = new RegExp(source, [...new Set(flags)].join(""));
  } catch {
    return null;
  }
  return (v) => typeof v === "string" && re.test(v);
}

/** The fast test of a whole filter, or null when any part of it is outside the list. */
export function fastFilter(filter: Doc): FastTest | null {
  const parts: FastTest[] = [];
  for (const [key, cond] of Object.entries(filter)) {
    if (key === "$and" || key === "$or") {
      if (!Array.isArray(cond) || !cond.length || !cond.every(isPlainObject)) return null;
      const branches = cond.map((branch) => fastFilter(branch as Doc));
      if (branches.some((b) => b === null)) return null;
      parts.push(key === "$and" ? all(branches as FastTest[]) : any(branches as FastTest[]));
      continue;
    }
    if (key.startsWith("$")) return null;
    const test = valueTest(cond);
    if (!test) return null;
    const read = reader(key);
    parts.push((view) => {
      const v = read(view);
      return v === UNDECIDED ? undefined : test(v);
    });
  }
  return all(parts);
}

function all(tests: FastTest[]): FastTest {
  return (view) => {
    let decided = true;
    for (const t of tests) {
      const r = t(view);
      if (r === false) return false;
      if (r === undefined) decided = false;
    }
    return decided ? true : undefined;
  };
}

function any(tests: FastTest[]): FastTest {
  return (view) => {
    let decided = true;
    for (const t of tests) {
      const r = t(view);
      if (r === true) return true;
      if (r === undefined) decided = false;
    }
    return decided ? false : undefined;
  };
}
