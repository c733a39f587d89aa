/** The keys a document holds in an index: one per array element (multikey), and a compound index's later fields. */
import { keyOf } from "./compare";
import { type Doc, getPath } from "./values";

/** Expands array values so a document yields one index entry per element (multikey). */
export function elements(v: unknown): unknown[] {
  if (Array.isArray(v)) return v.length ? [...v, v] : [undefined, v];
  return [v];
}

/** The keys a later field of a compound index holds for a value: each element of an array (none: missing). */
function restElements(v: unknown): unknown[] {
  if (Array.isArray(v)) return v.length ? v : [undefined];
  return [v];
}

/** One key of a compound index past its first field, for one document (an array gives several). */
export interface Entry {
  k: unknown[];
  id: string;
}

/** A document's keys on the later fields of a compound index: one entry per combination of array elements. */
export function entriesOf(fields: string[], view: Doc, idKey: string): Entry[] {
  if (fields.length === 1) return [];
  let keys: unknown[][] = [[]];
  for (const f of fields.slice(1)) {
    const parts = restElements(getPath(view, f));
    keys = keys.flatMap((k) => parts.map((p) => [...k, p]));
  }
  const seen = new Set<string>();
  const out: Entry[] = [];
  for (const k of keys) {
    const text = k.map(keyOf).join("|");
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ k, id: idKey });
  }
  return out;
}

/** A document's keys on all the fields of the index, as text: a unique index holds each at most once. */
export function compoundKeys(fields: string[], view: Doc): string[] {
  let keys = [""];
  for (const f of fields) {
    const v = getPath(view, f);
    const parts = Array.isArray(v) ? (v.length ? v : [undefined]) : [v];
    keys = keys.flatMap((k) => parts.map((p) => `${k}|${keyOf(p)}`));
  }
  return [...new Set(keys)];
}
