import { UUID } from "bson";
import { keyOf } from "./compare";
import { SecondaryIndex } from "./index-model";
import { duplicateKey, type IndexSpec } from "./index-spec";
import { type Doc, plain } from "./values";

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: "_id_" };

/** Documents of one collection, keyed by `_id`, with their secondary indexes kept in step. */
export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, SecondaryIndex>();
  private readonly wrapped = new WeakSet<Doc>();
  private readonly views = new WeakMap<Doc, Doc>();

  constructor(
    public db: string,
    public name: string,
    public options: Doc = {},
    /** The collection's UUID (listCollections, change events), kept across restarts. */
    readonly uuid: UUID = new UUID(),
  ) {}

  /**
   * Versions replaced while transactions were in progress: for each document, the sequence number of each
   * change and the version it replaced (undefined: the document did not exist), oldest first.
   */
  history: Map<string, { seq: number; before: Doc | undefined }[]> | null = null;

  remember(idKey: string, seq: number, before: Doc | undefined): void {
    this.history ??= new Map();
    let list = this.history.get(idKey);
    if (!list) {
      list = [];
      this.history.set(idKey, list);
    }
    list.push({ seq, before });
  }

  /** Forgets the versions replaced at or before `seq` (no transaction reads them any more). */
  forgetUpTo(seq: number): void {
    if (!this.history) return;
    for (const [k, list] of this.history) {
      while (list.length && (list[0]?.seq ?? 0) <= seq) list.shift();
      if (!list.length) this.history.delete(k);
    }
    if (!this.history.size) this.history = null;
  }

  /** Whether the document was changed after `seq`. */
  changedSince(idKey: string, seq: number): boolean {
    const list = this.history?.get(idKey);
    return !!list && (list[list.length - 1]?.seq ?? 0) > seq;
  }

  /** The version of a document as of `seq` (`current` is its version now, if any). */
  versionAt(idKey: string, seq: number, current: Doc | undefined): Doc | undefined {
    const list = this.history?.get(idKey);
    if (list) for (const entry of list) if (entry.seq > seq) return entry.before;
    return current;
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** The document with numeric wrappers (Long, Decimal128, integral Double) turned into JS numbers. */
  view(doc: Doc): Doc {
    if (!this.wrapped.has(doc)) return doc;
    let v = this.views.get(doc);
    if (!v) {
      v = plain(doc) as Doc;
      this.views.set(doc, v);
    }
    return v;
  }

  markWrapped(doc: Doc, wrapped: boolean): void {
    if (wrapped) this.wrapped.add(doc);
  }

  get(id: unknown): Doc | undefined {
    return this.docs.get(keyOf(id));
  }

  /** Throws E11000 if `doc` (replacing `previous`, if given) would break a unique index. */
  checkUnique(doc: Doc, previous?: Doc): void {
    const idKey = keyOf(doc._id);
    if (!previous && this.docs.has(idKey)) throw duplicateKey(this.ns, "_id_", { _id: 1 }, { _id: doc._id });
    const view = this.view(doc);
    for (const index of this.indexes.values()) index.checkUnique(this.ns, view, idKey);
  }

  insert(doc: Doc): void {
    this.checkUnique(doc);
    const idKey = keyOf(doc._id);
    this.docs.set(idKey, doc);
    const view = this.view(doc);
    for (const index of this.indexes.values()) index.add(view, idKey);
  }

  replace(previous: Doc, doc: Doc): void {
    this.checkUnique(doc, previous);
    const idKey = keyOf(doc._id);
    const oldView = this.view(previous);
    const view = this.view(doc);
    for (const index of this.indexes.values()) {
      index.remove(oldView, idKey);
      index.add(view, idKey);
    }
    this.docs.set(idKey, doc);
  }

  remove(doc: Doc): void {
    const idKey = keyOf(doc._id);
    const view = this.view(doc);
    for (const index of this.indexes.values()) index.remove(view, idKey);
    this.docs.delete(idKey);
  }

  /** Builds an index over the existing documents; fails without side effects on a duplicate. */
  addIndex(spec: IndexSpec): void {
    const index = new SecondaryIndex(spec);
    for (const [idKey, doc] of this.docs) {
      const view = this.view(doc);
      index.checkUnique(this.ns, view, idKey);
      index.add(view, idKey);
    }
    this.indexes.set(spec.name, index);
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }
}
