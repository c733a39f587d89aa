import type { Collection } from "./collection";
import type { Engine } from "./engine";
import type { IndexSpec } from "./index-spec";
import { committedReader, type Reader } from "./query";
import type { Doc } from "./values";

/**
 * What a command reads and writes through: the committed state (the engine itself), or a transaction, which
 * reads its snapshot plus its own writes and keeps its writes to itself until it commits.
 */
export interface Data extends Reader {
  collection(db: string, name: string): Collection | undefined;
  ensureCollection(db: string, name: string): Collection;
  /** Every document of the collection this reader sees. */
  all(coll: Collection): Iterable<Doc>;
  count(coll: Collection): number;
  insert(coll: Collection, doc: Doc, wrapped: boolean): void;
  /** `replacement`: a replacement document rather than an update (the change event's type differs). */
  replace(coll: Collection, previous: Doc, doc: Doc, replacement?: boolean): void;
  remove(coll: Collection, doc: Doc): void;
  createCollection(db: string, name: string, options: Doc): void;
  addIndex(coll: Collection, spec: IndexSpec): void;
}

/** The committed state as a Data. */
export function committedData(engine: Engine): Data {
  return {
    ...committedReader,
    collection: (db, name) => engine.collection(db, name),
    ensureCollection: (db, name) => engine.ensureCollection(db, name),
    all: (coll) => coll.docs.values(),
    count: (coll) => coll.docs.size,
    insert: (coll, doc, wrapped) => engine.insert(coll, doc, wrapped),
    replace: (coll, previous, doc, replacement) => engine.replace(coll, previous, doc, replacement),
    remove: (coll, doc) => engine.remove(coll, doc),
    createCollection: (db, name, options) => engine.createCollection(db, name, options),
    addIndex: (coll, spec) => engine.addIndex(coll, spec),
  };
}
