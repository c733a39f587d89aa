import type { MongoCommandError } from "../errors";
import { compareValues, keyOf, typeRank } from "./compare";
import {
  type Bound,
  type FieldBounds,
  type Interval,
  pastEnd,
  pastStart,
  type Run,
  runsOf,
} from "./index-bounds";
import { compoundKeys, type Entry, elements, entriesOf } from "./index-keys";
import { duplicateKey, type IndexSpec } from "./index-spec";
import { Query } from "./mingo";
import { type Doc, getPath, plain } from "./values";

/** The documents holding one value of the first field, and their keys on the later fields. */
interface Group {
  /** Id key to the document's entries (none for a single-field index). */
  ids: Map<string, Entry[]>;
  /** The entries in index order, built on first use and kept in order afterwards. */
  sorted: Entry[] | null;
}

/** Counts what a scan read, for explain's execution statistics. */
export interface ScanCounter {
  keys: number;
}

/**
 * A secondary index: a hash of the first field's values (equality), those values in order (ranges, sorted on
 * first use and kept sorted), and for a compound index each value's entries in the order of the later fields
 * (sorted on first use too), so a scan reads keys in index order within bounds on any prefix of the fields.
 */
export class SecondaryIndex {
  readonly fields: string[];
  /** 1 or -1 per field, as the key pattern declares it. */
  readonly dirs: number[];
  private readonly partial: Query | null;
  private readonly byFirst = new Map<string, Group>();
  private readonly firstValues = new Map<string, unknown>();
  private readonly uniqueKeys = new Map<string, string>();
  private sorted: string[] | null = null;
  /** Per field: how many indexed documents hold an array there. */
  private readonly arrayDocs: number[];

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.dirs = this.fields.map((f) => (Number(plain(spec.key[f])) < 0 ? -1 : 1));
    this.arrayDocs = this.fields.map(() => 0);
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

  private compareEntries = (a: Entry, b: Entry): number => {
    for (let i = 0; i < a.k.length; i++) {
      const c = compareValues(a.k[i], b.k[i]) * (this.dirs[i + 1] as number);
      if (c) return c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };

  private entryPosition(entries: Entry[], entry: Entry): number {
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compareEntries(entries[mid] as Entry, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The unique keys a document holds in this index (none when the index is not unique or skips it). */
  uniqueKeysOf(view: Doc): string[] {
    return this.spec.unique && this.covers(view) ? compoundKeys(this.fields, view) : [];
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
    for (const k of compoundKeys(this.fields, view)) {
      const owner = this.uniqueKeys.get(k);
      if (owner !== undefined && owner !== idKey) {
        const keyValue: Doc = {};
        for (const f of this.fields) keyValue[f] = getPath(view, f) ?? null;
        throw duplicateKey(ns, this.spec.name, this.spec.key, keyValue);
      }
    }
  }

  private countArrays(view: Doc, by: number): void {
    this.fields.forEach((f, i) => {
      if (Array.isArray(getPath(view, f))) this.arrayDocs[i] = (this.arrayDocs[i] as number) + by;
    });
  }

  add(view: Doc, idKey: string): void {
    if (!this.covers(view)) return;
    this.countArrays(view, 1);
    for (const [k, v] of this.firstKeys(view)) {
      let group = this.byFirst.get(k);
      if (!group) {
        group = { ids: new Map(), sorted: null };
        this.byFirst.set(k, group);
        this.firstValues.set(k, v);
        if (this.sorted) this.sorted.splice(this.position(v), 0, k);
      }
      if (group.ids.has(idKey)) continue;
      const entries = entriesOf(this.fields, view, idKey);
      group.ids.set(idKey, entries);
      const sorted = group.sorted;
      if (sorted) for (const e of entries) sorted.splice(this.entryPosition(sorted, e), 0, e);
    }
    if (this.spec.unique) for (const k of compoundKeys(this.fields, view)) this.uniqueKeys.set(k, idKey);
  }

  remove(view: Doc, idKey: string): void {
    if (!this.covers(view)) return;
    this.countArrays(view, -1);
    for (const [k] of this.firstKeys(view)) {
      const group = this.byFirst.get(k);
      if (!group) continue;
      const entries = group.ids.get(idKey);
      if (!entries) continue;
      group.ids.delete(idKey);
      const sorted = group.sorted;
      if (sorted)
        for (const e of entries) {
          const at = this.entryPosition(sorted, e);
          if (sorted[at]?.id === idKey) sorted.splice(at, 1);
        }
      if (!group.ids.size) {
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
      for (const k of compoundKeys(this.fields, view))
        if (this.uniqueKeys.get(k) === idKey) this.uniqueKeys.delete(k);
  }

  private sortedKeys(): string[] {
    if (!this.sorted) {
      const values = this.firstValues;
      this.sorted = [...values.keys()].sort((a, b) => compareValues(values.get(a), values.get(b)));
    }
    return this.sorted;
  }

  private sortedEntries(group: Group): Entry[] {
    if (!group.sorted) group.sorted = [...group.ids.values()].flat().sort(this.compareEntries);
    return group.sorted;
  }

  /** Whether some indexed document holds an array in the field at `position`. */
  multikeyAt(position: number): boolean {
    return (this.arrayDocs[position] ?? 0) > 0;
  }

  /** Whether some indexed document holds an array in any of the fields. */
  get multikey(): boolean {
    return this.arrayDocs.some((n) => n > 0);
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

  /** The first field's value keys within an interval, in ascending order. */
  private keysWithin(interval: Interval): string[] {
    const keys = this.sortedKeys();
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
    const start = firstAtLeast((i) => pastStart(value(i), interval, 1));
    const end = firstAtLeast((i) => pastEnd(value(i), interval, 1));
    return keys.slice(start, Math.max(start, end));
  }

  /** Ids whose first-field value lies within the bounds; only values of the bound's type are considered. */
  range(lower: Bound | null, upper: Bound | null) {
    const ids = new Set<string>();
    const rank = typeRank((lower ?? upper)?.v);
    for (const k of this.keysWithin({ rank, lower, upper }))
      for (const id of this.byFirst.get(k)?.ids.keys() ?? []) ids.add(id);
    return ids;
  }

  /**
   * The ids of the documents whose keys lie within `bounds` (one per field; missing ones read every key), in index
   * order (`direction` 1) or its reverse (-1). A field is bounded only while every earlier field is bounded to
   * single values; after the first range or unbounded field the later fields are read whole. A document with
   * several keys within the bounds (arrays) comes once, where its first key lies. Read lazily, group by group of
   * the first field's values, without a generator per key (this loop is the cost of every indexed read).
   */
  scan(bounds: FieldBounds[], direction: 1 | -1, counter: ScanCounter = { keys: 0 }): Iterable<string> {
    const first = bounds[0] ?? { kind: "all" };
    const dir0 = (this.dirs[0] as number) * direction;
    let keys: string[];
    if (first.kind === "points") {
      const values = dir0 > 0 ? first.values : [...first.values].reverse();
      keys = values.map((v) => keyOf(v)).filter((k) => this.byFirst.has(k));
    } else {
      keys = first.kind === "all" ? [...this.sortedKeys()] : this.keysWithin(first);
      if (dir0 < 0) keys.reverse();
    }
    const rest = first.kind === "points" ? bounds.slice(1) : [];
    const seen = this.multikey ? new Set<string>() : null;
    const index = this;
    return {
      [Symbol.iterator](): Iterator<string> {
        let group = 0;
        let runs: Run[] = [];
        let run = 0;
        let at = 0;
        let ids: Iterator<string> | null = null;
        /** The next key within the bounds, in order, or undefined at the end. */
        const nextKey = (): string | undefined => {
          for (;;) {
            if (ids) {
              const step = ids.next();
              if (!step.done) return step.value;
              ids = null;
            }
            const current = runs[run];
            if (current) {
              if (direction > 0 ? at < current.hi : at >= current.lo) {
                const entry = current.entries[at] as Entry;
                at += direction;
                return entry.id;
              }
              run++;
              const following = runs[run];
              if (following) at = direction > 0 ? following.lo : following.hi - 1;
              continue;
            }
            const k = keys[group++];
            if (k === undefined) return undefined;
            const g = index.byFirst.get(k);
            if (!g) continue;
            if (index.fields.length === 1) {
              ids = g.ids.keys();
              continue;
            }
            const entries = index.sortedEntries(g);
            runs = [];
            runsOf(index.dirs, entries, 0, entries.length, rest, 0, direction, runs);
            run = 0;
            const head = runs[0];
            if (head) at = direction > 0 ? head.lo : head.hi - 1;
          }
        };
        return {
          next(): IteratorResult<string> {
            for (;;) {
              const id = nextKey();
              if (id === undefined) return { done: true, value: undefined };
              counter.keys++;
              if (seen) {
                if (seen.has(id)) continue;
                seen.add(id);
              }
              return { done: false, value: id };
            }
          },
        };
      },
    };
  }
}
