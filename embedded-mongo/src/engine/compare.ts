import { Binary, BSONRegExp, BSONSymbol, Int32, ObjectId, Timestamp } from "bson";
import { type Doc, isNumericWrapper, isPlainObject, plainNumber } from "./values";

/** MongoDB's cross-type comparison order. */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 1;
  switch (typeof v) {
    case "number":
    case "bigint":
      return 2;
    case "string":
      return 3;
    case "boolean":
      return 8;
  }
  if (isNumericWrapper(v) || v instanceof Int32) return 2;
  if (v instanceof BSONSymbol) return 3;
  if (Array.isArray(v)) return 5;
  if (v instanceof Binary || v instanceof Uint8Array) return 6;
  if (v instanceof ObjectId) return 7;
  if (v instanceof Date) return 9;
  if (v instanceof Timestamp) return 10;
  if (v instanceof RegExp || v instanceof BSONRegExp) return 11;
  const bsontype = (v as { _bsontype?: string })._bsontype;
  if (bsontype === "MinKey") return 0;
  if (bsontype === "MaxKey") return 12;
  return 4;
}

const cmpPrim = <T>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

function toNum(v: unknown): number | bigint {
  if (typeof v === "number" || typeof v === "bigint") return v;
  return plainNumber(v as Parameters<typeof plainNumber>[0]);
}

function bytesOf(v: Binary | Uint8Array): Uint8Array {
  return v instanceof Binary ? v.buffer.subarray(0, v.position) : v;
}

export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 2:
      return cmpPrim(toNum(a) as number, toNum(b) as number);
    case 3:
      return cmpPrim(String(a), String(b));
    case 4: {
      const ka = Object.keys(a as Doc);
      const kb = Object.keys(b as Doc);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        const va = (a as Doc)[ka[i] as string];
        const vb = (b as Doc)[kb[i] as string];
        const byType = typeRank(va) - typeRank(vb);
        if (byType) return byType;
        const byName = cmpPrim(ka[i], kb[i]);
        if (byName) return byName;
        const byValue = compareValues(va, vb);
        if (byValue) return byValue;
      }
      return ka.length - kb.length;
    }
    case 5: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      for (let i = 0; i < Math.min(xa.length, xb.length); i++) {
        const c = compareValues(xa[i], xb[i]);
        if (c) return c;
      }
      return xa.length - xb.length;
    }
    case 6: {
      const ba = bytesOf(a as Binary);
      const bb = bytesOf(b as Binary);
      if (ba.length !== bb.length) return ba.length - bb.length;
      const sa = a instanceof Binary ? a.sub_type : 0;
      const sb = b instanceof Binary ? b.sub_type : 0;
      if (sa !== sb) return sa - sb;
      return Buffer.compare(ba, bb);
    }
    case 7:
      return cmpPrim((a as ObjectId).toHexString(), (b as ObjectId).toHexString());
    case 8:
      return cmpPrim(Number(a), Number(b));
    case 9:
      return cmpPrim((a as Date).getTime(), (b as Date).getTime());
    case 10:
      return (a as Timestamp).compare(b as Timestamp);
    case 11:
      return cmpPrim(String(a), String(b));
    default:
      return 0;
  }
}

/**
 * A string that is equal for values MongoDB treats as equal (1, 1.0 and Long(1) alike), used as a hash key by
 * the primary-key map and secondary indexes.
 */
export function keyOf(v: unknown): string {
  if (v === undefined || v === null) return "z";
  switch (typeof v) {
    case "number":
      return Object.is(v, -0) ? "n0" : `n${v}`;
    case "bigint":
      return `n${v}`;
    case "string":
      return `s${v}`;
    case "boolean":
      return v ? "bt" : "bf";
  }
  if (isNumericWrapper(v) || v instanceof Int32) return `n${plainNumber(v)}`;
  if (v instanceof ObjectId) return `o${v.toHexString()}`;
  if (v instanceof Date) return `d${v.getTime()}`;
  if (Array.isArray(v)) return `a[${v.map(keyOf).join(",")}]`;
  if (v instanceof Binary) return `x${v.sub_type}:${Buffer.from(bytesOf(v)).toString("base64")}`;
  if (isPlainObject(v))
    return `{${Object.keys(v)
      .map((k) => `${JSON.stringify(k)}:${keyOf(v[k])}`)
      .join(",")}}`;
  return `t${String((v as { _bsontype?: string })._bsontype)}:${String(v)}`;
}
