/**
 * What one condition of a filter lets an index read: the keys of the field it can match (values or a range), and
 * whether reading within those keys already decides the condition.
 */
import { ObjectId } from "bson";
import { compareValues, typeRank } from "./compare";
import type { Bound, FieldBounds } from "./index-bounds";
import { type Doc, isPlainObject, plain } from "./values";

export const isOperatorObject = (v: unknown): v is Doc =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith("$"));

export const isScalar = (v: unknown) =>
  typeof v === "string" ||
  typeof v === "number" ||
  typeof v === "boolean" ||
  v instanceof Date ||
  v instanceof ObjectId;

/**
 * The literal text every match of an anchored regular expression starts with, or null when the expression is
 * not a prefix search (no `^`, an alternation, or flags that change what `^` means: `i`, `m`, `x`).
 */
export function regexPrefix(source: string, flags: string): string | null {
  if (!source.startsWith("^") || /[imx]/.test(flags) || source.includes("|")) return null;
  let prefix = "";
  let i = 1;
  while (i < source.length) {
    const c = source[i] as string;
    let literal = c;
    let width = 1;
    if (c === "\\") {
      const next = source[i + 1];
      // \d, \w, \b, \1 …: classes, assertions and references, not characters.
      if (next === undefined || /[A-Za-z0-9]/.test(next)) break;
      literal = next;
      width = 2;
    } else if (".*+?()[]{}^$".includes(c)) break;
    const after = source[i + width] ?? "";
    // A character that may be left out or repeated is not part of every match's start.
    if (after !== "" && "*?{".includes(after)) break;
    prefix += literal;
    i += width;
    if (after === "+") break;
  }
  return prefix;
}

/** The smallest string above every string starting with `prefix` (null: none, so no upper bound). */
function prefixEnd(prefix: string): string | null {
  for (let i = prefix.length - 1; i >= 0; i--) {
    const code = prefix.charCodeAt(i);
    if (code < 0xffff) return prefix.slice(0, i) + String.fromCharCode(code + 1);
  }
  return null;
}

/**
 * The keys of one field a condition can match: single values (equality, `$in`), a range (comparisons, an
 * anchored regular expression), or null when the index cannot narrow this condition. On a field holding arrays a
 * range keeps one end only: `{$gte: 1, $lte: 5}` matches `[0, 10]` (one element above 1, another below 5).
 */
export function boundsOf(cond: unknown, multikey: boolean): FieldBounds | null {
  const values = equalityValues(cond);
  if (values) {
    const plainValues = values.map(plain);
    if (plainValues.some((v) => v === null || v === undefined || Array.isArray(v) || isPlainObject(v)))
      return null;
    const sorted = [...plainValues].sort(compareValues);
    const unique = sorted.filter((v, i) => i === 0 || compareValues(sorted[i - 1], v) !== 0);
    return { kind: "points", values: unique };
  }
  const regex = cond instanceof RegExp ? cond : null;
  if (regex || (isPlainObject(cond) && "$regex" in cond)) {
    const source = regex ? regex.source : cond && isPlainObject(cond) ? cond.$regex : undefined;
    const flags = regex
      ? regex.flags
      : String((cond as Doc).$options ?? "") +
        ((cond as Doc).$regex instanceof RegExp ? ((cond as Doc).$regex as RegExp).flags : "");
    const text = source instanceof RegExp ? source.source : source;
    if (typeof text !== "string") return null;
    const prefix = regexPrefix(text, flags);
    if (prefix === null) return null;
    const end = prefixEnd(prefix);
    return {
      kind: "range",
      rank: typeRank(""),
      lower: { v: prefix, inclusive: true },
      upper: end === null ? null : { v: end, inclusive: false },
    };
  }
  if (!isOperatorObject(cond)) return null;
  let lower: Bound | null = null;
  let upper: Bound | null = null;
  for (const [op, raw] of Object.entries(cond)) {
    if (op !== "$gt" && op !== "$gte" && op !== "$lt" && op !== "$lte") continue;
    const v = plain(raw);
    if (v === null || v === undefined || isPlainObject(v) || Array.isArray(v) || v instanceof RegExp)
      return null;
    if (op === "$gt" || op === "$gte") {
      const candidate = { v, inclusive: op === "$gte" };
      if (
        !lower ||
        compareValues(v, lower.v) > 0 ||
        (compareValues(v, lower.v) === 0 && !candidate.inclusive)
      )
        lower = candidate;
    } else {
      const candidate = { v, inclusive: op === "$lte" };
      if (
        !upper ||
        compareValues(v, upper.v) < 0 ||
        (compareValues(v, upper.v) === 0 && !candidate.inclusive)
      )
        upper = candidate;
    }
  }
  if (!lower && !upper) return null;
  // Bounds of two types ({$gt: 1, $lt: "a"}) match nothing of either; leave them to the filter.
  if (lower && upper && typeRank(lower.v) !== typeRank(upper.v))
    return { kind: "range", rank: typeRank(lower.v), lower, upper: null };
  if (multikey && lower && upper) upper = null;
  return { kind: "range", rank: typeRank((lower ?? upper)?.v), lower, upper };
}

/**
 * Whether every key within the bounds matches the condition, so a candidate need not be checked against it: an
 * equality or `$in` of plain values, or comparisons of one type, on a field that holds no arrays. (A regular
 * expression is always checked again; its bounds only hold the strings starting with its prefix.)
 */
export function decided(cond: unknown, bounds: FieldBounds, multikey: boolean): boolean {
  if (multikey || bounds.kind === "all" || cond === undefined) return false;
  const value = plain(cond);
  if (bounds.kind === "points") {
    if (isScalar(value)) return true;
    if (!isOperatorObject(value) || Object.keys(value).length !== 1) return false;
    if ("$eq" in value) return isScalar(value.$eq);
    return Array.isArray(value.$in) && value.$in.every(isScalar);
  }
  if (!isOperatorObject(value)) return false;
  const ops = Object.entries(value);
  return (
    ops.every(([op, v]) => ["$gt", "$gte", "$lt", "$lte"].includes(op) && isScalar(v)) &&
    new Set(ops.map(([, v]) => typeRank(v))).size === 1 &&
    (bounds.lower !== null) === ops.some(([op]) => op === "$gt" || op === "$gte") &&
    (bounds.upper !== null) === ops.some(([op]) => op === "$lt" || op === "$lte")
  );
}

/** Values an equality-like condition may equal, or null when the condition is something else. */
export function equalityValues(cond: unknown): unknown[] | null {
  if (cond instanceof RegExp || (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith("$")))) {
    if (!isOperatorObject(cond)) return null;
    const keys = Object.keys(cond);
    if (keys.length !== 1) return null;
    if (keys[0] === "$eq") return equalityValues(cond.$eq);
    if (
      keys[0] === "$in" &&
      Array.isArray(cond.$in) &&
      !cond.$in.some((v) => v instanceof RegExp || v === null)
    )
      return cond.$in;
    return null;
  }
  if (cond === null || isPlainObject(cond) || Array.isArray(cond)) return null;
  return [cond];
}
