/**
 * The unified test format's "Evaluating Matches": an expected value (relaxed Extended JSON, with `$$` operators)
 * against what the driver returned. Root-level documents may hold extra fields, nested ones may not; numbers match
 * by value whatever their BSON type; key order never matters.
 */
import { Binary, Decimal128, Long, ObjectId, Timestamp } from "mongodb";

/** A failed match: `path` says where, as `result.x[0].y`. */
export class Mismatch extends Error {}

export interface MatchContext {
  /** An entity by id, for `$$matchesEntity` and `$$sessionLsid`. */
  entity(id: string): unknown;
  /** The lsid a session entity sent, for `$$sessionLsid`. */
  lsidOf(sessionId: string): unknown;
}

type Doc = Record<string, unknown>;

const isPlainDoc = (value: unknown): value is Doc =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp) &&
  !("_bsontype" in value);

const show = (value: unknown): string => {
  try {
    return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? `${v}n` : v)) ?? String(value);
  } catch {
    return String(value);
  }
};

const asNumber = (value: unknown): number | null => {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (Long.isLong(value)) return value.toNumber();
  if (value && typeof value === "object" && "_bsontype" in value) {
    const bsonType = (value as { _bsontype: string })._bsontype;
    if (bsonType === "Int32" || bsonType === "Double")
      return Number((value as unknown as { value: number }).value);
  }
  return null;
};

const TYPES: Record<string, (v: unknown) => boolean> = {
  double: (v) => typeof v === "number" || (v as { _bsontype?: string })?._bsontype === "Double",
  string: (v) => typeof v === "string",
  object: isPlainDoc,
  array: Array.isArray,
  binData: (v) => v instanceof Binary,
  undefined: (v) => v === undefined,
  objectId: (v) => v instanceof ObjectId,
  bool: (v) => typeof v === "boolean",
  date: (v) => v instanceof Date,
  null: (v) => v === null,
  regex: (v) => v instanceof RegExp || (v as { _bsontype?: string })?._bsontype === "BSONRegExp",
  int: (v) =>
    (typeof v === "number" && Number.isInteger(v)) || (v as { _bsontype?: string })?._bsontype === "Int32",
  long: (v) => (typeof v === "number" && Number.isInteger(v)) || Long.isLong(v) || typeof v === "bigint",
  timestamp: (v) => v instanceof Timestamp,
  decimal: (v) => v instanceof Decimal128,
  number: (v) => asNumber(v) !== null,
};

const specialKey = (value: unknown): string | null => {
  if (!isPlainDoc(value)) return null;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0]?.startsWith("$$") ? keys[0] : null;
};

function fail(path: string, message: string): never {
  throw new Mismatch(`${path || "result"}: ${message}`);
}

function scalarEquals(expected: unknown, actual: unknown): boolean {
  const e = asNumber(expected);
  const a = asNumber(actual);
  if (e !== null && a !== null) return (Number.isNaN(e) && Number.isNaN(a)) || e === a;
  if (expected instanceof ObjectId) return actual instanceof ObjectId && expected.equals(actual);
  if (expected instanceof Date) return actual instanceof Date && expected.getTime() === actual.getTime();
  if (expected instanceof Timestamp) return actual instanceof Timestamp && expected.equals(actual);
  if (expected instanceof Binary) {
    return actual instanceof Binary && Buffer.from(expected.buffer).equals(Buffer.from(actual.buffer));
  }
  if (expected instanceof Decimal128)
    return actual instanceof Decimal128 && expected.toString() === actual.toString();
  if (expected instanceof RegExp || (expected as { _bsontype?: string })?._bsontype === "BSONRegExp") {
    return show(expected) === show(actual);
  }
  if (expected !== null && typeof expected === "object" && "_bsontype" in expected)
    return show(expected) === show(actual);
  return expected === actual;
}

function special(
  op: string,
  arg: unknown,
  actual: unknown,
  path: string,
  root: Extra,
  ctx: MatchContext,
): void {
  switch (op) {
    case "$$exists":
      if ((actual !== undefined) !== arg)
        fail(path, arg ? "expected to exist" : `expected to be absent, got ${show(actual)}`);
      return;
    case "$$type": {
      const names = Array.isArray(arg) ? (arg as string[]) : [arg as string];
      if (!names.some((name) => TYPES[name]?.(actual)))
        fail(path, `expected type ${names.join("|")}, got ${show(actual)}`);
      return;
    }
    case "$$unsetOrMatches":
      if (actual === undefined) return;
      match(arg, actual, path, root, ctx);
      return;
    case "$$matchesEntity":
      match(ctx.entity(arg as string), actual, path, root, ctx);
      return;
    case "$$matchesHexBytes": {
      const bytes =
        actual instanceof Binary ? Buffer.from(actual.buffer) : Buffer.isBuffer(actual) ? actual : null;
      if (!bytes || bytes.toString("hex").toLowerCase() !== String(arg).toLowerCase())
        fail(path, "bytes differ");
      return;
    }
    case "$$sessionLsid":
      match(ctx.lsidOf(arg as string), actual, path, false, ctx);
      return;
    case "$$lte": {
      const a = asNumber(actual);
      if (a === null || a > Number(arg)) fail(path, `expected ≤ ${show(arg)}, got ${show(actual)}`);
      return;
    }
    case "$$matchAsDocument":
      if (typeof actual !== "string") fail(path, "expected a JSON string");
      match(arg, JSON.parse(actual), path, false, ctx);
      return;
    case "$$matchAsRoot":
      match(arg, actual, path, true, ctx);
      return;
    default:
      fail(path, `the runner does not know the operator ${op}`);
  }
}

/**
 * How extra fields in the actual value are taken: `true` allows them at this level only (a root-level document),
 * `false` nowhere, `"everywhere"` at every level (a command the driver built: what it adds is the driver's, not the
 * server's, and the Node driver's own runner allows it too).
 */
export type Extra = boolean | "everywhere";
const below = (root: Extra): Extra => (root === "everywhere" ? root : false);

/** Throws a Mismatch unless `actual` matches `expected`. */
export function match(
  expected: unknown,
  actual: unknown,
  path: string,
  root: Extra,
  ctx: MatchContext,
): void {
  const op = specialKey(expected);
  if (op) {
    special(op, (expected as Doc)[op], actual, path, root, ctx);
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) fail(path, `expected an array, got ${show(actual)}`);
    if (actual.length !== expected.length) {
      fail(path, `expected ${expected.length} elements, got ${actual.length}: ${show(actual)}`);
    }
    for (const [i, value] of expected.entries()) match(value, actual[i], `${path}[${i}]`, below(root), ctx);
    return;
  }
  if (isPlainDoc(expected)) {
    const doc = actual instanceof Map ? Object.fromEntries(actual) : actual;
    if (!isPlainDoc(doc)) fail(path, `expected a document, got ${show(actual)}`);
    for (const [key, value] of Object.entries(expected)) {
      const valueOp = specialKey(value);
      if (valueOp === "$$exists" || valueOp === "$$unsetOrMatches") {
        special(valueOp, (value as Doc)[valueOp], doc[key], `${path}.${key}`, below(root), ctx);
        continue;
      }
      if (!(key in doc) || doc[key] === undefined) fail(`${path}.${key}`, "missing");
      match(value, doc[key], `${path}.${key}`, below(root), ctx);
    }
    if (root === false) {
      const extra = Object.keys(doc).filter((key) => doc[key] !== undefined && !(key in expected));
      if (extra.length > 0) fail(path, `unexpected fields ${extra.join(", ")} in ${show(doc)}`);
    }
    return;
  }
  if (!scalarEquals(expected, actual)) fail(path, `expected ${show(expected)}, got ${show(actual)}`);
}

/** Every element of an iterable result is matched as a root-level document. */
export function matchRootList(expected: unknown, actual: unknown, path: string, ctx: MatchContext): void {
  if (!Array.isArray(expected)) {
    match(expected, actual, path, true, ctx);
    return;
  }
  if (!Array.isArray(actual)) fail(path, `expected an array, got ${show(actual)}`);
  if (actual.length !== expected.length)
    fail(path, `expected ${expected.length} documents, got ${actual.length}: ${show(actual)}`);
  for (const [i, value] of expected.entries()) match(value, actual[i], `${path}[${i}]`, true, ctx);
}

export { show };
