import type { Document } from "bson";
import { invalidNamespace, namespaceExists, namespaceNotFound } from "../errors";
import type { Logger, Store } from "../storage/store";
import { Collection } from "./collection";
import type { IndexSpec } from "./index-model";
import { containsWrapper, type Doc, ingest, ingestDoc } from "./values";

const validName = (name: string) => name.length > 0 && !name.includes("$") && !name.includes("\0");

/** Every database and collection, with each change recorded in the journal (when on disk). */
export class Engine {
  constructor(
    readonly store: Store | null,
    private readonly log: Logger = () => {},
    private readonly compactBytes = 64 << 20,
    readonly dbs = new Map<string, Map<string, Collection>>(),
  ) {}

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
    const coll = new Collection(db, name, options);
    colls.set(name, coll);
    this.store?.append({ o: "ccoll", d: db, c: name, opts: options });
    return coll;
  }

  createCollection(db: string, name: string, options: Doc): void {
    if (this.collection(db, name)) throw namespaceExists(`Collection ${db}.${name} already exists.`);
    this.ensureCollection(db, name, options);
  }

  insert(coll: Collection, doc: Doc, wrapped: boolean): void {
    coll.markWrapped(doc, wrapped);
    coll.insert(doc);
    this.store?.append({ o: "put", d: coll.db, c: coll.name, doc });
  }

  replace(coll: Collection, previous: Doc, doc: Doc): void {
    coll.markWrapped(doc, containsWrapper(doc));
    coll.replace(previous, doc);
    this.store?.append({ o: "put", d: coll.db, c: coll.name, doc });
  }

  remove(coll: Collection, doc: Doc): void {
    coll.remove(doc);
    this.store?.append({ o: "del", d: coll.db, c: coll.name, id: doc._id });
  }

  addIndex(coll: Collection, spec: IndexSpec): void {
    coll.addIndex(spec);
    this.store?.append({ o: "cidx", d: coll.db, c: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.indexes.delete(name);
    this.store?.append({ o: "didx", d: coll.db, c: coll.name, name });
  }

  dropCollection(db: string, name: string): boolean {
    const dropped = this.dbs.get(db)?.delete(name) ?? false;
    if (dropped) this.store?.append({ o: "dcoll", d: db, c: name });
    if (this.dbs.get(db)?.size === 0) this.dbs.delete(db);
    return dropped;
  }

  dropDatabase(db: string): void {
    if (this.dbs.delete(db)) this.store?.append({ o: "ddb", d: db });
  }

  rename(from: Collection, toDb: string, toName: string, dropTarget: boolean): void {
    if (this.collection(toDb, toName)) {
      if (!dropTarget) throw namespaceExists("target namespace exists");
      this.dropCollection(toDb, toName);
    }
    if (!validName(toName)) throw invalidNamespace(`Invalid target namespace: ${toDb}.${toName}`);
    const source = this.dbs.get(from.db);
    if (!source?.has(from.name)) throw namespaceNotFound("source namespace does not exist");
    source.delete(from.name);
    if (!source.size) this.dbs.delete(from.db);
    const record = { o: "ren", d: from.db, c: from.name, td: toDb, tc: toName };
    from.db = toDb;
    from.name = toName;
    let target = this.dbs.get(toDb);
    if (!target) {
      target = new Map();
      this.dbs.set(toDb, target);
    }
    target.set(toName, from);
    this.store?.append(record);
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
    for (const [d, colls] of this.dbs)
      for (const [c, coll] of colls) {
        yield { o: "ccoll", d, c, opts: coll.options };
        for (const index of coll.indexes.values()) yield { o: "cidx", d, c, spec: index.spec };
        for (const doc of coll.docs.values()) yield { o: "put", d, c, doc };
      }
  }

  /** Applies a snapshot or journal record during start-up. */
  replay(records: Document[]): void {
    // Same maps, no journal: replaying must not write the records again.
    const silent = new Engine(null, this.log, 0, this.dbs);
    for (const r of records) {
      const d = String(r.d);
      const c = String(r.c);
      switch (r.o) {
        case "ccoll":
          silent.ensureCollection(d, c, ingest(r.opts ?? {}) as Doc);
          break;
        case "put": {
          const coll = silent.ensureCollection(d, c);
          const { doc, wrapped } = ingestDoc(r.doc as Doc);
          const previous = coll.get(doc._id);
          coll.markWrapped(doc, wrapped);
          if (previous) coll.replace(previous, doc);
          else coll.insert(doc);
          break;
        }
        case "del": {
          const coll = silent.collection(d, c);
          const { doc } = ingestDoc({ _id: r.id });
          const existing = coll?.get(doc._id);
          if (coll && existing) coll.remove(existing);
          break;
        }
        case "cidx":
          silent.ensureCollection(d, c).addIndex(ingest(r.spec) as IndexSpec);
          break;
        case "didx":
          silent.collection(d, c)?.indexes.delete(String(r.name));
          break;
        case "dcoll":
          silent.dropCollection(d, c);
          break;
        case "ddb":
          silent.dropDatabase(d);
          break;
        case "ren": {
          const coll = silent.collection(d, c);
          if (coll) silent.rename(coll, String(r.td), String(r.tc), true);
          break;
        }
      }
    }
    if (records.length) this.log(`embedded-mongo: replayed ${records.length} records`);
  }
}
