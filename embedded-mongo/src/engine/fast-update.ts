import { Decimal128, Double, Int32, Long } from "bson";
import { badValue, notImplemented, typeMismatch } from "../errors";
import { compareValues } from "./compare";
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

type NumKind = "int" | "long" | "double";

const kindOf = (v: unknown): NumKind =>
  v instanceof Long
    ? "long"
    : v instanceof Double || (typeof v === "number" && !(Number.isInteger(v) && Math.abs(v) <= 2147483647))
      ? "double"
      : "int";

const toBig = (v: unknown): bigint =>
  v instanceof Long ? v.toBigInt() : BigInt(v instanceof Int32 ? v.value : (v as number));

const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;

/**
 * `$inc` / `$mul` typed like MongoDB's: the wider operand type wins (double over long over int), an int32
 * result that overflows becomes a long, and integers are computed exactly (as 64-bit integers, so a Long beyond
 * 2^53 is not rounded). A long result beyond 64 bits fails, as on MongoDB.
 */
export function arithmetic(op: "$inc" | "$mul", current: unknown, value: unknown, path: string): unknown {
  const a = current ?? 0;
  const kinds = [kindOf(a), kindOf(value)];
  if (kinds.includes("double")) {
    const x = Number(plain(a));
    const y = Number(plain(value));
    const r = op === "$inc" ? x + y : x * y;
    return Number.isInteger(r) && Math.abs(r) <= 2147483647 ? new Double(r) : r;
  }
  const r = op === "$inc" ? toBig(a) + toBig(value) : toBig(a) * toBig(value);
  if (!kinds.includes("long") && r >= -2147483648n && r <= 2147483647n) return Number(r);
  if (r < INT64_MIN || r > INT64_MAX)
    throw badValue(
      `Failed to apply ${op} operations to current value (${String(plain(a))}) for the field '${path}': the result overflows a 64-bit integer`,
    );
  return Long.fromBigInt(r);
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
      parent[leaf] = arithmetic(op, current, value, path);
      return true;
    }
    case "$min":
    case "$max": {
      if (current === undefined) {
        parent[leaf] = value;
        return true;
      }
      // Any two BSON values compare (by type order first), as on MongoDB.
      const c = compareValues(value, current);
      if (op === "$min" ? c < 0 : c > 0) parent[leaf] = value;
      return true;
    }
  }
  return false;
}
