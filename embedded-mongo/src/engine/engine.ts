import { Catalogue } from "./catalogue";
import type { Collection } from "./collection";
import { keyOf } from "./compare";
import { containsWrapper, type Doc } from "./values";

/** What a transaction that holds document locks exposes to the engine (see transaction.ts). */
export interface LockHolder {
  /** Ends the transaction because another write changed a document it wrote. */
  conflict(): void;
}

/**
 * Every database and collection, with each change recorded in the journal (when on disk). Documents are
 * written here, which also keeps what transactions in progress need: the versions their snapshots still read
 * and the documents they lock. Its base classes are the catalogue (catalogue.ts) and the recording of changes
 * (recorder.ts).
 */
export class Engine extends Catalogue {
  /** Counts committed changes; a transaction reads the state as of the count when it started. */
  seq = 0;
  /** Snapshots of the transactions in progress, so committed changes keep the versions they still read. */
  readonly snapshots = new Map<object, number>();
  private readonly withHistory = new Set<Collection>();
  /** Documents written by transactions in progress: `ns\0idKey` to the transaction. */
  readonly locks = new Map<string, LockHolder>();

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
}
