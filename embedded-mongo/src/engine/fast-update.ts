import { Decimal128, Double, Int32, Long } from "bson";
import { notImplemented, typeMismatch } from "../errors";
import { type Doc, deepClone, isPlainObject, plain } from "./values";

const fastOps = new Set(["$set", "$unset", "$inc", "$mul", "$min", "$max", "$currentDate"]);

const isNumeric = (v: unknown) =>
  typeof v === "number" ||
  v instanceof Double ||
  v instanceof Int32 ||
  v instanceof Long ||
  v instanceof Decimal128;

/**
 * Applies the common field operators directly, keeping exact BSON types. Returns null when the update needs the
 * general path (positional or array paths, conflicting paths, other operators), which then handles it.
 */
export function fastUpdate(doc: Doc, modifier: Doc): Doc | null {
  const paths: string[] = [];
  for (const [op, fields] of Object.entries(modifier)) {
    if (!fastOps.has(op) || !isPlainObject(fields)) return null;
    for (const p of Object.keys(fields)) {
      if (p.includes("$") || p.split(".").some((part) => /^\d+$/.test(part) || part === "")) return null;
      paths.push(p);
    }
  }
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1] as string;
    const cur = sorted[i] as string;
    if (cur === prev || cur.startsWith(`${prev}.`)) return null;
  }
  if (paths.includes("_id")) return null;
  const out = deepClone(doc);
  for (const [op, fields] of Object.entries(modifier)) {
    for (const [path, value] of Object.entries(fields as Doc)) {
      const parts = path.split(".");
      const leaf = parts.pop() as string;
      let parent: Doc = out;
      let fallback = false;
      for (const part of parts) {
        const next = parent[part];
        if (next === undefined && op !== "$unset") parent = parent[part] = {};
        else if (isPlainObject(next)) parent = next;
        else {
          fallback = next !== undefined || op !== "$unset";
          parent = {};
          if (fallback) break;
        }
      }
      if (fallback) return null;
      if (!applyField(op, parent, leaf, value, path)) return null;
    }
  }
  return out;
}

const rank = (v: unknown) => (v instanceof Long ? 1 : v instanceof Double || bsonIsDouble(v) ? 2 : 0);
const bsonIsDouble = (v: unknown) =>
  typeof v === "number" && !(Number.isInteger(v) && Math.abs(v) <= 2147483647);

/** Arithmetic result typed like MongoDB's: the wider operand type wins and an int32 overflow becomes a long. */
function withPromotedType(result: number, a: unknown, b: unknown): unknown {
  const r = Math.max(rank(a), rank(b));
  if (r === 2)
    return Number.isInteger(result) && Math.abs(result) <= 2147483647 ? new Double(result) : result;
  if (r === 1 || !(Number.isInteger(result) && result >= -2147483648 && result <= 2147483647))
    return Number.isInteger(result) ? Long.fromNumber(result) : result;
  return result;
}

function applyField(op: string, parent: Doc, leaf: string, value: unknown, path: string): boolean {
  const current = parent[leaf];
  switch (op) {
    case "$set":
      parent[leaf] = value;
      return true;
    case "$unset":
      delete parent[leaf];
      return true;
    case "$currentDate":
      if (value !== true && !(isPlainObject(value) && value.$type === "date")) return false;
      parent[leaf] = new Date();
      return true;
    case "$inc":
    case "$mul": {
      if (!isNumeric(value))
        throw typeMismatch(
          `Cannot ${op === "$inc" ? "increment" : "multiply"} with non-numeric argument: {${path}: ${String(value)}}`,
        );
      if (current !== undefined && !isNumeric(current))
        throw typeMismatch(
          `Cannot apply ${op} to a value of non-numeric type. {_id: ...} has the field '${path}' of non-numeric type`,
        );
      if (current instanceof Decimal128 || value instanceof Decimal128)
        throw notImplemented(`${op} on Decimal128 values is not supported by this embedded server`);
      const a = current === undefined ? 0 : plain(current);
      const b = plain(value);
      if (typeof a !== "number" || typeof b !== "number") return false;
      parent[leaf] = withPromotedType(op === "$inc" ? a + b : a * b, current ?? new Int32(0), value);
      return true;
    }
    case "$min":
    case "$max": {
      if (current === undefined) {
        parent[leaf] = value;
        return true;
      }
      const a = plain(current);
      const b = plain(value);
      if (typeof a !== "number" || typeof b !== "number") return false;
      if (op === "$min" ? b < a : b > a) parent[leaf] = value;
      return true;
    }
  }
  return false;
}
