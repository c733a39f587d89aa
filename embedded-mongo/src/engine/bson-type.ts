import { Binary, BSONRegExp, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from "bson";
import { badValue, notImplemented } from "../errors";
import { type Doc, getPath, isPlainObject, plain } from "./values";

const codes: Record<number, string> = {
  1: "double",
  2: "string",
  3: "object",
  4: "array",
  5: "binData",
  6: "undefined",
  7: "objectId",
  8: "bool",
  9: "date",
  10: "null",
  11: "regex",
  16: "int",
  17: "timestamp",
  18: "long",
  19: "decimal",
  [-1]: "minKey",
  127: "maxKey",
};
const names = new Set([...Object.values(codes), "number"]);
const numericNames = new Set(["double", "int", "long", "decimal", "number"]);

/** The BSON type a stored value is encoded as. */
export function bsonTypeOf(v: unknown): string {
  if (v === null) return "null";
  if (v === undefined) return "undefined";
  if (typeof v === "number")
    return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? "int" : "double";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (v instanceof Double) return "double";
  if (v instanceof Int32) return "int";
  if (v instanceof Long) return "long";
  if (v instanceof Decimal128) return "decimal";
  if (Array.isArray(v)) return "array";
  if (v instanceof Date) return "date";
  if (v instanceof ObjectId) return "objectId";
  if (v instanceof Binary) return "binData";
  if (v instanceof RegExp || v instanceof BSONRegExp) return "regex";
  if (v instanceof Timestamp) return "timestamp";
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === "MinKey") return "minKey";
  if (t === "MaxKey") return "maxKey";
  return "object";
}

function typeNames(spec: unknown): string[] {
  const list = Array.isArray(spec) ? spec : [spec];
  return list.map((t) => {
    const p = plain(t);
    const name = typeof p === "number" ? codes[p] : typeof p === "string" ? p : undefined;
    if (!name || !names.has(name)) throw badValue(`Unknown type name alias: ${String(p)}`);
    return name;
  });
}

const matchesName = (v: unknown, name: string) => {
  const t = bsonTypeOf(v);
  return name === "number" ? numericNames.has(t) && t !== "number" : t === name;
};

/** A `$type` test on the stored document, where numbers still carry their BSON type. */
export function typePredicate(path: string, spec: unknown): (doc: Doc) => boolean {
  const wanted = typeNames(spec);
  return (doc) => {
    const v = getPath(doc, path);
    if (v === undefined) return false;
    return wanted.some(
      (name) => matchesName(v, name) || (Array.isArray(v) && v.some((el) => matchesName(el, name))),
    );
  };
}

/** Throws when a numeric `$type` sits where it cannot be evaluated on the stored document. */
export function refuseNestedNumericType(expr: unknown): void {
  if (Array.isArray(expr)) {
    for (const e of expr) refuseNestedNumericType(e);
    return;
  }
  if (!isPlainObject(expr)) return;
  for (const [k, v] of Object.entries(expr)) {
    if (k === "$type" && typeNames(v).some((n) => numericNames.has(n)))
      throw notImplemented(
        "$type with a numeric type inside $or, $and, $nor, $not or $elemMatch is not supported",
      );
    refuseNestedNumericType(v);
  }
}
