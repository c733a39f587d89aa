import { type Document, Timestamp, type UUID } from "bson";
import { Clock } from "../changes/clock";
import { type Change, type ChangeOp, Oplog } from "../changes/oplog";
import { invalidNamespace, namespaceExists, namespaceNotFound } from "../errors";
import type { Logger, Store } from "../storage/store";
import { Collection } from "./collection";
import { keyOf } from "./compare";
import type { IndexSpec } from "./index-spec";
import { containsWrapper, type Doc } from "./values";

const validName = (name: string) => name.length > 0 && !name.includes("$") && !name.includes("\0");

/** What a transaction that holds document locks exposes to the engine (see transaction.ts). */
export interface LockHolder {
  /** Ends the transaction because another write changed a document it wrote. */
  conflict(): void;
}

/** A journalled record of a retryable write or committed transaction's session (see sessions.ts). */
export interface SessionRecord {
  s: string;
  t: unknown;
  r?: Document;
}

/** The session of a committing transaction, which its change events carry. */
export interface TxnContext {
  lsid: Document;
  txnNumber: Document;
}

interface Group {
  ops: Document[];
  undo: (() => void)[];
}

/** Every database and collection, with each change recorded in the journal (when on disk). */
export class Engine {
  constructor(
    public store: Store | null,
    private readonly log: Logger = () => {},
    private readonly compactBytes = 64 << 20,
    readonly dbs = new Map<string, Map<string, Collection>>(),
    readonly oplog = new Oplog(),
  ) {}

  readonly clock = new Clock();
  /** Set while a transaction commits: its changes share one cluster time and carry its session. */
  private txn: { ctx: TxnContext; t: number; i: number; x: number } | null = null;

  /** Runs a transaction's commit so its changes are stamped as one transaction's. */
  asTransaction<T>(ctx: TxnContext, fn: () => T): T {
    const { t, i } = this.clock.tick();
    this.txn = { ctx, t, i, x: 0 };
    try {
      return fn();
    } finally {
      this.txn = null;
    }
  }

  /**
   * Adds a committed change to the history and returns the fields its journal record carries so a restart
   * rebuilds the same change.
   */
  private change(fields: Omit<Change, "t" | "i" | "x" | "wall">, wall = new Date()): Document {
    this.lastChange = null;
    if (this.replaying) return {};
    let pos: { t: number; i: number; x: number };
    if (this.txn) pos = { t: this.txn.t, i: this.txn.i, x: this.txn.x++ };
    else pos = { ...this.clock.tick(), x: 0 };
    const change: Change = { ...pos, ...fields, wall };
    if (this.txn) {
      change.lsid = this.txn.ctx.lsid;
      change.txnNumber = this.txn.ctx.txnNumber as Change["txnNumber"];
    }
    this.oplog.append(change);
    this.lastChange = change;
    return { ts: new Timestamp({ t: pos.t, i: pos.i }), ...(pos.x ? { x: pos.x } : {}), w: wall };
  }
  /** Set during start-up: changes come from the records replayed, not from the calls replaying them. */
  replaying = false;
  /** The change the last `change` call made, so a failed journal write takes it back. */
  private lastChange: Change | null = null;

  private takeBack(change: Change | null): () => void {
    return () => {
      if (change) this.oplog.remove(change);
    };
  }

  /** Makes the history continue from a journalled change during start-up. */
  replayed(r: Document, fields: Omit<Change, "t" | "i" | "x" | "wall">, txn?: Document): void {
    if (!(r.ts instanceof Timestamp)) return;
    const t = r.ts.t;
    const i = r.ts.i;
    const change: Change = { t, i, x: Number(r.x ?? 0), ...fields, wall: r.w as Date };
    if (txn) {
      change.lsid = txn.lsid as Document;
      change.txnNumber = txn.tn as Change["txnNumber"];
    }
    this.oplog.append(change);
    this.clock.advanceTo({ t, i });
  }

  /** Counts committed changes; a transaction reads the state as of the count when it started. */
  seq = 0;
  /** Snapshots of the transactions in progress, so committed changes keep the versions they still read. */
  readonly snapshots = new Map<object, number>();
  private readonly withHistory = new Set<Collection>();
  /** Documents written by transactions in progress: `ns\0idKey` to the transaction. */
  readonly locks = new Map<string, LockHolder>();
  private group: Group | null = null;
  /** The latest session record of each session found at start-up (retryable writes, committed transactions). */
  readonly replayedSessions = new Map<string, SessionRecord>();
  /** Supplies the session records a new snapshot keeps. */
  sessionRecords: () => Iterable<SessionRecord> = () => [];

  /** Keeps the version a change replaces for the transactions whose snapshot predates it. */
  private remember(coll: Collection, idKey: string, before: Doc | undefined): void {
    this.seq++;
    if (this.locks.size) this.locks.get(`${coll.ns}\0${idKey}`)?.conflict();
    if (!this.snapshots.size) return;
    coll.remember(idKey, this.seq, before);
    this.withHistory.add(coll);
  }

  /** Drops kept versions no transaction reads any more. */
  releaseSnapshot(owner: object): void {
    this.snapshots.delete(owner);
    if (this.snapshots.size) {
      const oldest = Math.min(...this.snapshots.values());
      for (const coll of this.withHistory) coll.forgetUpTo(oldest);
    } else {
      for (const coll of this.withHistory) coll.forgetUpTo(Number.POSITIVE_INFINITY);
      this.withHistory.clear();
    }
  }

  /**
   * Runs `fn` and journals every change it makes as one record (a committed transaction, a retryable write),
   * so a crash keeps all of it or none. If `fn` throws, its changes are undone and nothing is journalled.
   */
  grouped<T>(fn: () => T, extra: () => Document = () => ({})): T {
    if (this.group) return fn();
    const group: Group = { ops: [], undo: [] };
    this.group = group;
    let result: T;
    try {
      result = fn();
    } catch (e) {
      this.group = null;
      for (let i = group.undo.length - 1; i >= 0; i--) (group.undo[i] as () => void)();
      throw e;
    }
    this.group = null;
    const more = extra();
    if (group.ops.length || Object.keys(more).length)
      this.store?.append({ o: "grp", ops: group.ops, ...more }, () => {
        for (let i = group.undo.length - 1; i >= 0; i--) (group.undo[i] as () => void)();
      });
    return result;
  }

  /** Whether writes in a group are being collected (and how many so far). */
  get groupSize(): number {
    return this.group?.ops.length ?? 0;
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it implicitly like MongoDB does on first write. */
  ensureCollection(db: string, name: string, options: Doc = {}, uuid?: UUID): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    if (!validName(db) || !validName(name))
      throw invalidNamespace(`Invalid namespace specified '${db}.${name}'`);
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    this.store?.checkWritable();
    const coll = new Collection(db, name, options, uuid);
    colls.set(name, coll);
    const created = colls;
    const e = this.ddl("create", coll, { idIndex: { v: 2, key: { _id: 1 }, name: "_id_" } });
    const back = this.takeBack(this.lastChange);
    this.record({ o: "ccoll", d: db, c: name, opts: options, u: coll.uuid, ...e }, () => {
      created.delete(name);
      if (!created.size && this.dbs.get(db) === created) this.dbs.delete(db);
      back();
    });
    return coll;
  }

  createCollection(db: string, name: string, options: Doc): void {
    if (this.collection(db, name)) throw namespaceExists(`Collection ${db}.${name} already exists.`);
    this.ensureCollection(db, name, options);
  }

  /** Journals a change already made in memory, with the function that reverts it should the journal fail. */
  private record(record: Document, undo: () => void): void {
    if (this.group) {
      this.group.ops.push(record);
      this.group.undo.push(undo);
    } else this.store?.append(record, undo);
  }

  /** Whether the collection keeps pre- and post-images for change streams (`changeStreamPreAndPostImages`). */
  images(coll: Collection): boolean | undefined {
    return (coll.options.changeStreamPreAndPostImages as Doc | undefined)?.enabled === true || undefined;
  }

  insert(coll: Collection, doc: Doc, wrapped: boolean): void {
    this.store?.checkWritable();
    coll.markWrapped(doc, wrapped);
    coll.insert(doc);
    this.remember(coll, keyOf(doc._id), undefined);
    const e = this.change({ op: "insert", db: coll.db, coll: coll.name, id: doc._id, doc, uuid: coll.uuid });
    const back = this.takeBack(this.lastChange);
    this.record({ o: "put", d: coll.db, c: coll.name, doc, k: "i", ...e }, () => {
      coll.remove(doc);
      back();
    });
  }

  /** Replaces a document, by an update (`replacement` false) or a replacement document. */
  replace(coll: Collection, previous: Doc, doc: Doc, replacement = false): void {
    this.store?.checkWritable();
    coll.markWrapped(doc, containsWrapper(doc));
    coll.replace(previous, doc);
    this.remember(coll, keyOf(doc._id), previous);
    const op = replacement ? "replace" : "update";
    const images = this.images(coll);
    const e = this.change({
      op,
      db: coll.db,
      coll: coll.name,
      id: doc._id,
      doc,
      before: previous,
      images,
      uuid: coll.uuid,
    });
    const back = this.takeBack(this.lastChange);
    this.record({ o: "put", d: coll.db, c: coll.name, doc, k: replacement ? "r" : "u", ...e }, () => {
      coll.replace(doc, previous);
      back();
    });
  }

  remove(coll: Collection, doc: Doc): void {
    this.store?.checkWritable();
    coll.remove(doc);
    this.remember(coll, keyOf(doc._id), doc);
    const images = this.images(coll);
    const e = this.change({
      op: "delete",
      db: coll.db,
      coll: coll.name,
      id: doc._id,
      before: doc,
      images,
      uuid: coll.uuid,
    });
    const back = this.takeBack(this.lastChange);
    this.record({ o: "del", d: coll.db, c: coll.name, id: doc._id, ...e }, () => {
      coll.insert(doc);
      back();
    });
  }

  addIndex(coll: Collection, spec: IndexSpec): void {
    this.store?.checkWritable();
    coll.addIndex(spec);
    const e = this.ddl("createIndexes", coll, { indexes: [spec] });
    const back = this.takeBack(this.lastChange);
    this.record({ o: "cidx", d: coll.db, c: coll.name, spec, ...e }, () => {
      coll.indexes.delete(spec.name);
      back();
    });
  }

  dropIndex(coll: Collection, name: string): void {
    this.store?.checkWritable();
    const index = coll.indexes.get(name);
    coll.indexes.delete(name);
    const e = this.ddl("dropIndexes", coll, { indexes: index ? [index.spec] : [] });
    const back = this.takeBack(this.lastChange);
    this.record({ o: "didx", d: coll.db, c: coll.name, name, ...e }, () => {
      if (index) coll.indexes.set(name, index);
      back();
    });
  }

  /** Changes a collection's options (`collMod`); the change stream's `modify` event describes it. */
  modify(coll: Collection, options: Doc, before: Doc): void {
    this.store?.checkWritable();
    const previous = coll.options;
    coll.options = options;
    const e = this.ddl("modify", coll, before);
    const back = this.takeBack(this.lastChange);
    this.record({ o: "cmod", d: coll.db, c: coll.name, opts: options, desc: before, ...e }, () => {
      coll.options = previous;
      back();
    });
  }

  /** A DDL change in the history (the expanded events, and drop). */
  private ddl(op: ChangeOp, coll: Collection, desc?: Doc): Document {
    return this.change({ op, db: coll.db, coll: coll.name, uuid: coll.uuid, ...(desc ? { desc } : {}) });
  }

  /** Puts a dropped collection (or database) map back where it was. */
  private restore(db: string, colls: Map<string, Collection>, name?: string, coll?: Collection): void {
    let current = this.dbs.get(db);
    if (!current) {
      current = colls;
      this.dbs.set(db, current);
    }
    if (name && coll) current.set(name, coll);
  }

  dropCollection(db: string, name: string): boolean {
    this.store?.checkWritable();
    const colls = this.dbs.get(db);
    const coll = colls?.get(name);
    if (!colls || !coll) return false;
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    const e = this.ddl("drop", coll);
    const back = this.takeBack(this.lastChange);
    this.record({ o: "dcoll", d: db, c: name, ...e }, () => {
      this.restore(db, colls, name, coll);
      back();
    });
    return true;
  }

  dropDatabase(db: string): void {
    this.store?.checkWritable();
    const colls = this.dbs.get(db);
    if (!colls) return;
    // As on MongoDB, each collection is dropped (a drop event each), then the database.
    for (const name of [...colls.keys()]) this.dropCollection(db, name);
    this.dbs.delete(db);
    const e = this.change({ op: "dropDatabase", db });
    const back = this.takeBack(this.lastChange);
    this.record({ o: "ddb", d: db, ...e }, () => {
      this.restore(db, colls);
      back();
    });
  }

  rename(from: Collection, toDb: string, toName: string, dropTarget: boolean): void {
    this.store?.checkWritable();
    const dropped = this.collection(toDb, toName);
    if (dropped) {
      if (!dropTarget) throw namespaceExists("target namespace exists");
      this.dropCollection(toDb, toName);
    }
    if (!validName(toName)) throw invalidNamespace(`Invalid target namespace: ${toDb}.${toName}`);
    const source = this.dbs.get(from.db);
    if (!source?.has(from.name)) throw namespaceNotFound("source namespace does not exist");
    source.delete(from.name);
    if (!source.size) this.dbs.delete(from.db);
    const [fromDb, fromName] = [from.db, from.name];
    const e = this.change({
      op: "rename",
      db: fromDb,
      coll: fromName,
      to: { db: toDb, coll: toName },
      uuid: from.uuid,
      desc: { to: { db: toDb, coll: toName }, ...(dropped ? { dropTarget: dropped.uuid } : {}) },
    });
    const back = this.takeBack(this.lastChange);
    const record = {
      o: "ren",
      d: fromDb,
      c: fromName,
      td: toDb,
      tc: toName,
      ...(dropped ? { dt: dropped.uuid } : {}),
      ...e,
    };
    from.db = toDb;
    from.name = toName;
    let target = this.dbs.get(toDb);
    if (!target) {
      target = new Map();
      this.dbs.set(toDb, target);
    }
    target.set(toName, from);
    const moved = target;
    this.record(record, () => {
      moved.delete(toName);
      if (!moved.size && this.dbs.get(toDb) === moved) this.dbs.delete(toDb);
      from.db = fromDb;
      from.name = fromName;
      this.restore(fromDb, source, fromName, from);
      back();
    });
  }

  /** Resolves once the changes applied so far are durable or undone. */
  settled(): Promise<void> {
    return this.store && !this.store.idle ? this.store.settled() : Promise.resolve();
  }

  /** Waits until this change and every earlier one is durable, then compacts if the journal grew large. */
  async commit(): Promise<void> {
    const store = this.store;
    if (!store?.hasPending) return;
    await store.commit();
    if (store.size <= this.compactBytes || !store.idle) return;
    try {
      this.compact();
    } catch (e) {
      // The write itself is durable; a failed compaction only leaves a longer journal.
      this.log(`embedded-mongo: compaction failed: ${(e as Error).message}`);
    }
  }

  compact(): void {
    this.store?.compact(this.dump());
  }

  private *dump(): Iterable<Document> {
    for (const session of this.sessionRecords()) yield { o: "sess", ...session };
    yield { o: "floor", ...this.oplog.floor };
    for (const e of this.oplog.all()) yield { o: "ev", e: stored(e) };
    for (const [d, colls] of this.dbs)
      for (const [c, coll] of colls) {
        yield { o: "ccoll", d, c, opts: coll.options, u: coll.uuid };
        for (const index of coll.indexes.values()) yield { o: "cidx", d, c, spec: index.spec };
        for (const doc of coll.docs.values()) yield { o: "put", d, c, doc };
      }
  }
}

/** A change as a snapshot keeps it (fields that are not set are left out). */
function stored(e: Change): Document {
  const out: Document = {};
  for (const [k, v] of Object.entries(e)) if (v !== undefined) out[k] = v;
  return out;
}
