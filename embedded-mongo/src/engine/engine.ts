import type { Document } from "bson";
import { invalidNamespace, namespaceExists, namespaceNotFound } from "../errors";
import type { Logger, Store } from "../storage/store";
import { Collection } from "./collection";
import { keyOf } from "./compare";
import type { IndexSpec } from "./index-model";
import { containsWrapper, type Doc, ingest, ingestDoc } from "./values";

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
  ) {}

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
  ensureCollection(db: string, name: string, options: Doc = {}): Collection {
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
    const coll = new Collection(db, name, options);
    colls.set(name, coll);
    const created = colls;
    this.record({ o: "ccoll", d: db, c: name, opts: options }, () => {
      created.delete(name);
      if (!created.size && this.dbs.get(db) === created) this.dbs.delete(db);
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

  insert(coll: Collection, doc: Doc, wrapped: boolean): void {
    this.store?.checkWritable();
    coll.markWrapped(doc, wrapped);
    coll.insert(doc);
    this.remember(coll, keyOf(doc._id), undefined);
    this.record({ o: "put", d: coll.db, c: coll.name, doc }, () => coll.remove(doc));
  }

  replace(coll: Collection, previous: Doc, doc: Doc): void {
    this.store?.checkWritable();
    coll.markWrapped(doc, containsWrapper(doc));
    coll.replace(previous, doc);
    this.remember(coll, keyOf(doc._id), previous);
    this.record({ o: "put", d: coll.db, c: coll.name, doc }, () => coll.replace(doc, previous));
  }

  remove(coll: Collection, doc: Doc): void {
    this.store?.checkWritable();
    coll.remove(doc);
    this.remember(coll, keyOf(doc._id), doc);
    this.record({ o: "del", d: coll.db, c: coll.name, id: doc._id }, () => coll.insert(doc));
  }

  addIndex(coll: Collection, spec: IndexSpec): void {
    this.store?.checkWritable();
    coll.addIndex(spec);
    this.record({ o: "cidx", d: coll.db, c: coll.name, spec }, () => coll.indexes.delete(spec.name));
  }

  dropIndex(coll: Collection, name: string): void {
    this.store?.checkWritable();
    const index = coll.indexes.get(name);
    coll.indexes.delete(name);
    this.record({ o: "didx", d: coll.db, c: coll.name, name }, () => {
      if (index) coll.indexes.set(name, index);
    });
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
    this.record({ o: "dcoll", d: db, c: name }, () => this.restore(db, colls, name, coll));
    return true;
  }

  dropDatabase(db: string): void {
    this.store?.checkWritable();
    const colls = this.dbs.get(db);
    if (!colls) return;
    this.dbs.delete(db);
    this.record({ o: "ddb", d: db }, () => this.restore(db, colls));
  }

  rename(from: Collection, toDb: string, toName: string, dropTarget: boolean): void {
    this.store?.checkWritable();
    if (this.collection(toDb, toName)) {
      if (!dropTarget) throw namespaceExists("target namespace exists");
      this.dropCollection(toDb, toName);
    }
    if (!validName(toName)) throw invalidNamespace(`Invalid target namespace: ${toDb}.${toName}`);
    const source = this.dbs.get(from.db);
    if (!source?.has(from.name)) throw namespaceNotFound("source namespace does not exist");
    source.delete(from.name);
    if (!source.size) this.dbs.delete(from.db);
    const [fromDb, fromName] = [from.db, from.name];
    const record = { o: "ren", d: fromDb, c: fromName, td: toDb, tc: toName };
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
    for (const [d, colls] of this.dbs)
      for (const [c, coll] of colls) {
        yield { o: "ccoll", d, c, opts: coll.options };
        for (const index of coll.indexes.values()) yield { o: "cidx", d, c, spec: index.spec };
        for (const doc of coll.docs.values()) yield { o: "put", d, c, doc };
      }
  }

  /** Applies one snapshot or journal record during start-up (the store is not attached yet). */
  replayRecord(r: Document): void {
    const d = String(r.d);
    const c = String(r.c);
    switch (r.o) {
      case "ccoll":
        this.ensureCollection(d, c, ingest(r.opts ?? {}) as Doc);
        break;
      case "put": {
        const coll = this.ensureCollection(d, c);
        const { doc, wrapped } = ingestDoc(r.doc as Doc);
        const previous = coll.get(doc._id);
        coll.markWrapped(doc, wrapped);
        if (previous) coll.replace(previous, doc);
        else coll.insert(doc);
        break;
      }
      case "del": {
        const coll = this.collection(d, c);
        const { doc } = ingestDoc({ _id: r.id });
        const existing = coll?.get(doc._id);
        if (coll && existing) coll.remove(existing);
        break;
      }
      case "cidx":
        this.ensureCollection(d, c).addIndex(ingest(r.spec) as IndexSpec);
        break;
      case "didx":
        this.collection(d, c)?.indexes.delete(String(r.name));
        break;
      case "dcoll":
        this.dropCollection(d, c);
        break;
      case "ddb":
        this.dropDatabase(d);
        break;
      case "ren": {
        const coll = this.collection(d, c);
        if (coll) this.rename(coll, String(r.td), String(r.tc), true);
        break;
      }
      case "grp":
        for (const op of r.ops as Document[]) this.replayRecord(op);
        if (r.s !== undefined)
          this.replayedSessions.set(String(r.s), { s: String(r.s), t: r.t, r: r.r as Document | undefined });
        break;
      case "sess":
        this.replayedSessions.set(String(r.s), { s: String(r.s), t: r.t, r: r.r as Document | undefined });
        break;
    }
  }
}
