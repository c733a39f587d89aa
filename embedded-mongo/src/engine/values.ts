import { Decimal128, Double, Int32, Long } from "bson";

export type Doc = Record<string, unknown>;

/** User variables a command's `let` defines, to be read as `$$name` in its filter, pipeline or update. */
export type Variables = Doc | undefined;

const isPlainObject = (v: unknown): v is Doc =>
  typeof v === "object" &&
  v !== null &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

export { isPlainObject };

/** Values whose BSON type a JS number cannot carry: they stay wrapped in storage so they round-trip. */
export const isNumericWrapper = (v: unknown): v is Double | Long | Decimal128 =>
  v instanceof Double || v instanceof Long || v instanceof Decimal128;

/**
 * Converts a document decoded with `promoteValues: false` into the stored form: Int32 becomes a number (it
 * re-encodes as Int32), a Double becomes a number unless it is integral (which would re-encode as Int32), Long and
 * Decimal128 stay wrapped. Returns whether any wrapper is left, so matching can use a numeric view.
 */
export function ingest(value: unknown, state = { wrapped: false }): unknown {
  if (value instanceof Int32) return value.value;
  if (value instanceof Double) {
    const n = value.value;
    if (Number.isInteger(n) && n >= -2147483648 && n <= 2147483647) {
      state.wrapped = true;
      return value;
    }
    return n;
  }
  if (value instanceof Long || value instanceof Decimal128) {
    state.wrapped = true;
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => ingest(v, state));
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const k of Object.keys(value)) out[k] = ingest(value[k], state);
    return out;
  }
  return value;
}

export function ingestDoc(doc: Doc): { doc: Doc; wrapped: boolean } {
  const state = { wrapped: false };
  return { doc: ingest(doc, state) as Doc, wrapped: state.wrapped };
}

/** Numeric value of a wrapper as a JS number, or a bigint where a Long is beyond 2^53. */
export function plainNumber(v: Double | Long | Decimal128 | Int32): number | bigint {
  if (v instanceof Long) {
    const big = v.toBigInt();
    return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(big)
      : big;
  }
  if (v instanceof Decimal128) return Number(v.toString());
  return v.value;
}

/** Deep copy with every numeric wrapper turned into a JS number, for matching and aggregation. */
export function plain(value: unknown): unknown {
  if (isNumericWrapper(value) || value instanceof Int32) return plainNumber(value);
  if (Array.isArray(value)) return value.map(plain);
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const k of Object.keys(value)) out[k] = plain(value[k]);
    return out;
  }
  return value;
}

/** Copies containers so the stored document is never mutated; leaf values are immutable in practice. */
export function deepClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepClone) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const k of Object.keys(value)) out[k] = deepClone(value[k]);
    return out as T;
  }
  return value;
}

/** Reads a dotted path; arrays on the way yield every element's value (like MongoDB's multikey paths). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split(".")) {
    if (Array.isArray(cur)) {
      if (/^\d+$/.test(part)) cur = cur[Number(part)];
      else {
        const vals = cur
          .map((el) => (isPlainObject(el) ? el[part] : undefined))
          .filter((v) => v !== undefined);
        cur = vals.length ? vals : undefined;
      }
    } else if (isPlainObject(cur)) cur = cur[part];
    else return undefined;
    if (cur === undefined) return undefined;
  }
  return cur;
}

export function containsWrapper(v: unknown): boolean {
  if (isNumericWrapper(v)) return true;
  if (Array.isArray(v)) return v.some(containsWrapper);
  if (isPlainObject(v)) {
    for (const k in v) if (containsWrapper(v[k])) return true;
  }
  return false;
}
