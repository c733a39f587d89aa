import { MongoCommandError } from "../errors";
import { compareValues, keyOf, typeRank } from "./compare";
import { Query } from "./mingo";
import { type Doc, getPath, plain } from "./values";

export interface IndexSpec {
  v?: number;
  name: string;
  key: Doc;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

export const duplicateKey = (ns: string, index: string, keyPattern: Doc, keyValue: Doc) => {
  const shown = Object.entries(keyValue)
    .map(([k, v]) => `${k}: ${JSON.stringify(plain(v)) ?? "null"}`)
    .join(", ");
  return new MongoCommandError(
    11000,
    "DuplicateKey",
    `E11000 duplicate key error collection: ${ns} index: ${index} dup key: { ${shown} }`,
    { keyPattern, keyValue },
  );
};

/** Expands array values so a document yields one index entry per element (multikey). */
function elements(v: unknown): unknown[] {
  if (Array.isArray(v)) return v.length ? [...v, v] : [undefined, v];
  return [v];
}

/**
 * A secondary index: a hash of the first field for equality, and a key list sorted on first use (then kept
 * sorted) for ranges.
 */
export class SecondaryIndex {
  readonly fields: string[];
  private readonly partial: Query | null;
  private readonly byFirst = new Map<string, Set<string>>();
  private readonly firstValues = new Map<string, unknown>();
  private readonly uniqueKeys = new Map<string, string>();
  private sorted: string[] | null = null;
  private arrayDocs = 0;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.partial = spec.partialFilterExpression
      ? new Query(plain(spec.partialFilterExpression) as Doc)
      : null;
  }

  /** Whether equality and range lookups may use this index: it must hold every document. */
  get complete(): boolean {
    return !this.spec.sparse && !this.partial;
  }

  private covers(view: Doc): boolean {
    if (this.partial && !this.partial.test(view)) return false;
    if (this.spec.sparse && this.fields.every((f) => getPath(view, f) === undefined)) return false;
    return true;
  }

  private firstKeys(view: Doc): [string, unknown][] {
    return elements(getPath(view, this.fields[0] as string)).map((v) => [keyOf(v), v]);
  }

  private compoundKeys(view: Doc): string[] {
    let keys = [""];
    for (const f of this.fields) {
      const v = getPath(view, f);
      const parts = Array.isArray(v) ? (v.length ? v : [undefined]) : [v];
      keys = keys.flatMap((k) => parts.map((p) => `${k}|${keyOf(p)}`));
    }
    return [...new Set(keys)];
  }

  /** The unique keys a document holds in this index (none when the index is not unique or skips it). */
  uniqueKeysOf(view: Doc): string[] {
    return this.spec.unique && this.covers(view) ? this.compoundKeys(view) : [];
  }

  /** The id key of the committed document holding a unique key. */
  ownerOf(key: string): string | undefined {
    return this.uniqueKeys.get(key);
  }

  /** The E11000 error for a document whose key is taken. */
  duplicate(ns: string, view: Doc): MongoCommandError {
    const keyValue: Doc = {};
    for (const f of this.fields) keyValue[f] = getPath(view, f) ?? null;
    return duplicateKey(ns, this.spec.name, this.spec.key, keyValue);
  }

  /** Throws the E11000 error if the document would duplicate another document's key. */
  checkUnique(ns: string, view: Doc, idKey: string): void {
    if (!this.spec.unique || !this.covers(view)) return;
    for (const k of this.compoundKeys(view)) {
      const owner = this.uniqueKeys.get(k);
      if (owner !== undefined && owner !== idKey) {
        const keyValue: Doc = {};
        for (const f of this.fields) keyValue[f] = getPath(view, f) ?? null;
        throw duplicateKey(ns, this.spec.name, this.spec.key, keyValue);
      }
    }
  }

  add(view: Doc, idKey: string): void {
    if (!this.covers(view)) return;
    if (Array.isArray(getPath(view, this.fields[0] as string))) this.arrayDocs++;
    for (const [k, v] of this.firstKeys(view)) {
      let set = this.byFirst.get(k);
      if (!set) {
        set = new Set();
        this.byFirst.set(k, set);
        this.firstValues.set(k, v);
        if (this.sorted) this.sorted.splice(this.position(v), 0, k);
      }
      set.add(idKey);
    }
    if (this.spec.unique) for (const k of this.compoundKeys(view)) this.uniqueKeys.set(k, idKey);
  }

  remove(view: Doc, idKey: string): void {
    if (!this.covers(view)) return;
    if (Array.isArray(getPath(view, this.fields[0] as string))) this.arrayDocs--;
    for (const [k] of this.firstKeys(view)) {
      const set = this.byFirst.get(k);
      if (!set) continue;
      set.delete(idKey);
      if (!set.size) {
        if (this.sorted) {
          let i = this.position(this.firstValues.get(k));
          while (i < this.sorted.length && this.sorted[i] !== k) i++;
          this.sorted.splice(i, 1);
        }
        this.byFirst.delete(k);
        this.firstValues.delete(k);
      }
    }
    if (this.spec.unique)
      for (const k of this.compoundKeys(view))
        if (this.uniqueKeys.get(k) === idKey) this.uniqueKeys.delete(k);
  }

  private sortedKeys(): string[] {
    if (!this.sorted) {
      const values = this.firstValues;
      this.sorted = [...values.keys()].sort((a, b) => compareValues(values.get(a), values.get(b)));
    }
    return this.sorted;
  }

  /** Whether some document has an array in the first field, so index order is not sort order. */
  get multikey(): boolean {
    return this.arrayDocs > 0;
  }

  /** Every id in the order of the first field, ascending or descending. */
  *ordered(dir: 1 | -1): Iterable<string> {
    const keys = [...this.sortedKeys()];
    if (dir === -1) keys.reverse();
    for (const k of keys) yield* this.byFirst.get(k) ?? [];
  }

  /** First position in the sorted key list whose value is not below `v`. */
  private position(v: unknown): number {
    const keys = this.sorted ?? [];
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareValues(this.firstValues.get(keys[mid] as string), v) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  lookup(value: unknown): Iterable<string> {
    return this.byFirst.get(keyOf(value)) ?? [];
  }

  /** Ids whose first-field value lies within the bounds; only values of the bound's type are considered. */
  range(lower: { v: unknown; inclusive: boolean } | null, upper: { v: unknown; inclusive: boolean } | null) {
    const keys = this.sortedKeys();
    const rank = typeRank((lower ?? upper)?.v);
    const value = (i: number) => this.firstValues.get(keys[i] as string);
    const firstAtLeast = (pred: (i: number) => boolean) => {
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (pred(mid)) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    const start = firstAtLeast((i) => {
      const v = value(i);
      if (!lower) return typeRank(v) >= rank;
      const c = compareValues(v, lower.v);
      return lower.inclusive ? c >= 0 : c > 0;
    });
    const end = firstAtLeast((i) => {
      const v = value(i);
      if (!upper) return typeRank(v) > rank;
      const c = compareValues(v, upper.v);
      return upper.inclusive ? c > 0 : c >= 0;
    });
    const ids = new Set<string>();
    for (let i = start; i < end; i++) for (const id of this.byFirst.get(keys[i] as string) ?? []) ids.add(id);
    return ids;
  }
}
