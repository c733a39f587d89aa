import type { Document } from "bson";
import { invalidNamespace, MongoCommandError, namespaceExists } from "../errors";
import { Collection } from "./collection";
import { keyOf } from "./compare";
import type { Data } from "./data";
import type { Engine, LockHolder } from "./engine";
import type { PlanOptions } from "./index-choice";
import { duplicateKey, type IndexSpec } from "./index-spec";
import { plan as committedPlan, type Plan } from "./query";
import { containsWrapper, type Doc } from "./values";

export const writeConflict = () =>
  new MongoCommandError(
    112,
    "WriteConflict",
    "Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.",
  );

const validName = (name: string) => name.length > 0 && !name.includes("$") && !name.includes("\0");

/**
 * A multi-document transaction with snapshot isolation. It reads the committed state as of its start (versions
 * changed since are kept by the collections while it runs) plus its own writes, which nobody else sees until it
 * commits. Writing a document another transaction has written, or one committed after its snapshot, is a write
 * conflict; so is a committed write (of any kind) to a document it has written. Commit applies its writes to the
 * committed state as one journal record.
 */
export class Transaction implements Data, LockHolder {
  readonly snapshot: number;
  readonly started = Date.now();
  /** Per collection: id key to the document as this transaction wrote it, or null once it deleted it. */
  private readonly writes = new Map<Collection, Map<string, Doc | null>>();
  /** Collections this transaction created (implicitly, by writing to them). */
  private readonly created = new Map<string, Collection>();
  private readonly locked: string[] = [];
  /**
   * Its statements' changes in order, applied in that order at commit so the change events are the statements'
   * (an insert then an update of one document are two events, as on MongoDB).
   */
  private readonly ops: TxnOp[] = [];
  state: "inProgress" | "committed" | "aborted" = "inProgress";
  /** Set when a conflicting write ended it; its next statement or commit answers WriteConflict. */
  conflicted = false;

  constructor(
    private readonly engine: Engine,
    /** The session and transaction number its change events carry. */
    private readonly context: { lsid: Document; txnNumber: Document } = { lsid: {}, txnNumber: {} },
  ) {
    this.snapshot = engine.seq;
    engine.snapshots.set(this, this.snapshot);
  }

  conflict(): void {
    this.conflicted = true;
  }

  get hasWrites(): boolean {
    return this.ops.length > 0;
  }

  collection(db: string, name: string): Collection | undefined {
    return this.engine.collection(db, name) ?? this.created.get(`${db}.${name}`);
  }

  ensureCollection(db: string, name: string): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    if (!validName(db) || !validName(name))
      throw invalidNamespace(`Invalid namespace specified '${db}.${name}'`);
    const coll = new Collection(db, name, {});
    this.created.set(`${db}.${name}`, coll);
    this.ops.push({ kind: "create", coll, explicit: false });
    return coll;
  }

  /** `create` inside the transaction (MongoDB 4.4+): the collection exists for others once it commits. */
  createCollection(db: string, name: string, options: Doc): void {
    if (this.collection(db, name)) throw namespaceExists(`Collection ${db}.${name} already exists.`);
    this.ensureCollection(db, name);
    const op = this.ops[this.ops.length - 1] as TxnOp & { kind: "create" };
    op.explicit = true;
    op.coll.options = options;
  }

  /** `createIndexes` inside the transaction: only on a collection the transaction created, as on MongoDB. */
  addIndex(coll: Collection, spec: IndexSpec): void {
    if (this.created.get(coll.ns) !== coll)
      throw new MongoCommandError(
        263,
        "OperationNotSupportedInTransaction",
        `Cannot create new indexes on existing collection ${coll.ns} in a multi-document transaction.`,
      );
    const own = this.writes.get(coll);
    const index = coll.indexes;
    coll.addIndex(spec);
    // Documents the transaction already wrote there must satisfy a unique index too.
    if (own)
      for (const [k, doc] of own)
        if (doc)
          try {
            index.get(spec.name)?.checkUnique(coll.ns, coll.view(doc), k);
            index.get(spec.name)?.add(coll.view(doc), k);
          } catch (e) {
            index.delete(spec.name);
            throw e;
          }
    this.ops.push({ kind: "index", coll, spec });
  }

  plan(coll: Collection, filter: Doc | undefined, options?: PlanOptions): Plan {
    const own = this.writes.get(coll);
    const base = committedPlan(coll, filter, options);
    if (!own && !coll.history) return base;
    const out: Doc[] = [];
    const seen = new Set<string>();
    for (const doc of base.docs) {
      const k = keyOf(doc._id);
      seen.add(k);
      const v = own?.has(k) ? own.get(k) : coll.versionAt(k, this.snapshot, doc);
      if (v) out.push(v);
    }
    if (coll.history)
      for (const k of coll.history.keys()) {
        if (seen.has(k) || own?.has(k)) continue;
        seen.add(k);
        const v = coll.versionAt(k, this.snapshot, coll.docs.get(k));
        if (v) out.push(v);
      }
    if (own) for (const [k, v] of own) if (v && !seen.has(k)) out.push(v);
    // Versions from before the snapshot and the transaction's own writes come out of the index's order.
    return { ...base, docs: out, exact: false, residual: filter, sorted: false };
  }

  all(coll: Collection): Iterable<Doc> {
    return this.plan(coll, undefined).docs;
  }

  count(coll: Collection): number {
    let n = 0;
    for (const _ of this.all(coll)) n++;
    return n;
  }

  /** The document as this transaction sees it. */
  private visible(coll: Collection, k: string): Doc | undefined {
    const own = this.writes.get(coll);
    if (own?.has(k)) return own.get(k) ?? undefined;
    return coll.versionAt(k, this.snapshot, coll.docs.get(k));
  }

  private fail(): MongoCommandError {
    this.conflicted = true;
    return writeConflict();
  }

  /** Takes the write lock on a document, or fails with a write conflict. */
  private lock(coll: Collection, k: string): void {
    const key = `${coll.ns}\0${k}`;
    const holder = this.engine.locks.get(key);
    if (holder === this) return;
    if (holder || coll.changedSince(k, this.snapshot)) throw this.fail();
    this.engine.locks.set(key, this);
    this.locked.push(key);
  }

  private checkUnique(coll: Collection, doc: Doc, k: string): void {
    const own = this.writes.get(coll);
    const view = coll.view(doc);
    for (const index of coll.indexes.values()) {
      const keys = index.uniqueKeysOf(view);
      if (!keys.length) continue;
      for (const key of keys) {
        const owner = index.ownerOf(key);
        if (owner === undefined || owner === k || own?.has(owner)) continue;
        // A document committed after this transaction's snapshot holds the key: the transaction is too late.
        if (coll.changedSince(owner, this.snapshot)) throw this.fail();
        throw index.duplicate(coll.ns, view);
      }
      if (own)
        for (const [ok, od] of own)
          if (od && ok !== k && index.uniqueKeysOf(coll.view(od)).some((x) => keys.includes(x)))
            throw index.duplicate(coll.ns, view);
    }
  }

  private put(coll: Collection, k: string, doc: Doc | null): void {
    let own = this.writes.get(coll);
    if (!own) {
      own = new Map();
      this.writes.set(coll, own);
    }
    own.set(k, doc);
  }

  private op(coll: Collection, k: string, doc: Doc | null, replacement = false): void {
    this.put(coll, k, doc);
    this.ops.push({ kind: "write", coll, k, doc, replacement });
  }

  insert(coll: Collection, doc: Doc, wrapped: boolean): void {
    const k = keyOf(doc._id);
    this.lock(coll, k);
    if (this.visible(coll, k)) throw duplicateKey(coll.ns, "_id_", { _id: 1 }, { _id: doc._id });
    coll.markWrapped(doc, wrapped);
    this.checkUnique(coll, doc, k);
    this.op(coll, k, doc);
  }

  replace(coll: Collection, _previous: Doc, doc: Doc, replacement = false): void {
    const k = keyOf(doc._id);
    this.lock(coll, k);
    coll.markWrapped(doc, containsWrapper(doc));
    this.checkUnique(coll, doc, k);
    this.op(coll, k, doc, replacement);
  }

  remove(coll: Collection, doc: Doc): void {
    const k = keyOf(doc._id);
    this.lock(coll, k);
    this.op(coll, k, null);
  }

  private release(): void {
    for (const key of this.locked) if (this.engine.locks.get(key) === this) this.engine.locks.delete(key);
    this.locked.length = 0;
    this.engine.releaseSnapshot(this);
  }

  /**
   * Applies the writes to the committed state, all of them or (on a conflict found now) none, as one journal
   * record carrying `extra`.
   */
  commit(extra: () => Record<string, unknown>): void {
    if (this.conflicted) {
      this.abort();
      throw writeConflict();
    }
    // Its own locks must not count as conflicts while its writes are applied.
    this.release();
    try {
      this.engine.grouped(
        () =>
          this.engine.asTransaction(this.context, () => {
            const targets = new Map<Collection, Collection>();
            const target = (coll: Collection): Collection => {
              const found = targets.get(coll) ?? this.engine.collection(coll.db, coll.name);
              if (found !== coll && this.created.get(coll.ns) !== coll) throw writeConflict();
              if (!found) throw writeConflict();
              targets.set(coll, found);
              return found;
            };
            for (const op of this.ops) {
              if (op.kind === "create") {
                const existing = this.engine.collection(op.coll.db, op.coll.name);
                // Created meanwhile by someone else: an explicit create conflicts, an implicit one joins it.
                if (existing && op.explicit) throw writeConflict();
                targets.set(
                  op.coll,
                  existing ?? this.engine.ensureCollection(op.coll.db, op.coll.name, op.coll.options),
                );
                continue;
              }
              if (op.kind === "index") {
                this.engine.addIndex(target(op.coll), op.spec);
                continue;
              }
              const into = target(op.coll);
              const existing = into.docs.get(op.k);
              if (op.doc) {
                if (existing) this.engine.replace(into, existing, op.doc, op.replacement);
                else this.engine.insert(into, op.doc, containsWrapper(op.doc));
              } else if (existing) this.engine.remove(into, existing);
            }
          }),
        () => ({
          ...extra(),
          ...(this.ops.length ? { lsid: this.context.lsid, tn: this.context.txnNumber } : {}),
        }),
      );
    } catch (e) {
      this.state = "aborted";
      this.writes.clear();
      this.ops.length = 0;
      // A key taken meanwhile by a transaction that committed first.
      if (e instanceof MongoCommandError && e.code === 11000) throw writeConflict();
      throw e;
    }
    this.state = "committed";
    this.writes.clear();
    this.ops.length = 0;
  }

  abort(): void {
    if (this.state === "inProgress") this.state = "aborted";
    this.writes.clear();
    this.ops.length = 0;
    this.release();
  }
}

type TxnOp =
  | { kind: "create"; coll: Collection; explicit: boolean }
  | { kind: "index"; coll: Collection; spec: IndexSpec }
  | { kind: "write"; coll: Collection; k: string; doc: Doc | null; replacement: boolean };
