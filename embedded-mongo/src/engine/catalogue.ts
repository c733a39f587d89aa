import type { Document, UUID } from "bson";
import type { ChangeOp } from "../changes/oplog";
import { invalidNamespace, namespaceExists, namespaceNotFound } from "../errors";
import { Collection } from "./collection";
import type { IndexSpec } from "./index-spec";
import { Recorder } from "./recorder";
import type { Doc } from "./values";

const validName = (name: string) => name.length > 0 && !name.includes("$") && !name.includes("\0");

/**
 * The databases and collections: created (also implicitly, on a first write), dropped and renamed, with their
 * indexes and options.
 */
export abstract class Catalogue extends Recorder {
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
  protected ddl(op: ChangeOp, coll: Collection, desc?: Doc): Document {
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
}
