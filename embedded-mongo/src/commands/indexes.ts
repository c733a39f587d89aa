import type { Document } from "bson";
import { ID_INDEX } from "../engine/collection";
import type { IndexSpec } from "../engine/index-spec";
import { type Doc, ingest, plain } from "../engine/values";
import {
  badValue,
  indexKeySpecsConflict,
  indexNotFound,
  indexOptionsConflict,
  MongoCommandError,
  namespaceNotFound,
  notImplemented,
} from "../errors";
import { collName, type Handler, num } from "./context";
import { sameKey } from "./guards";

function validateIndex(raw: Doc): IndexSpec {
  const spec = ingest(raw) as IndexSpec;
  const key = spec.key;
  if (!key || typeof key !== "object" || !Object.keys(key).length)
    throw badValue("index key pattern is missing");
  for (const [field, dir] of Object.entries(key)) {
    if (typeof dir === "string")
      throw notImplemented(
        `${dir} indexes (on '${field}') are not supported by this embedded server; use MongoDB`,
      );
    if (plain(dir) !== 1 && plain(dir) !== -1) throw badValue(`bad index key pattern ${JSON.stringify(key)}`);
  }
  if (spec.collation) throw notImplemented("index collations are not supported by this embedded server");
  const name = typeof spec.name === "string" ? spec.name : Object.entries(key).flat().join("_");
  const out: IndexSpec = { v: 2, key, name };
  for (const opt of ["unique", "sparse", "partialFilterExpression", "expireAfterSeconds"] as const)
    if (spec[opt] !== undefined) (out as Document)[opt] = spec[opt];
  if (out.expireAfterSeconds !== undefined) out.expireAfterSeconds = num(out.expireAfterSeconds);
  return out;
}

const createIndexes: Handler = (cmd, { data, db }) => {
  const name = collName(cmd, "createIndexes");
  const specs = ((cmd.indexes ?? []) as Doc[]).map(validateIndex);
  const existed = data.collection(db, name) !== undefined;
  const coll = data.ensureCollection(db, name);
  const before = coll.indexes.size + 1;
  for (const spec of specs) {
    if (spec.name === "_id_" || sameKey(spec.key, ID_INDEX.key)) continue;
    const current = coll.indexes.get(spec.name);
    if (current) {
      if (!sameKey(current.spec.key, spec.key))
        throw indexKeySpecsConflict(
          `An existing index has the same name as the requested index: ${spec.name}`,
        );
      if (
        Boolean(current.spec.unique) !== Boolean(spec.unique) ||
        current.spec.expireAfterSeconds !== spec.expireAfterSeconds
      )
        throw indexOptionsConflict(`An equivalent index already exists with different options: ${spec.name}`);
      continue;
    }
    const sameKeyIndex = [...coll.indexes.values()].find((i) => sameKey(i.spec.key, spec.key));
    if (sameKeyIndex)
      throw indexOptionsConflict(`Index already exists with a different name: ${sameKeyIndex.spec.name}`);
    data.addIndex(coll, spec);
  }
  return {
    createdCollectionAutomatically: !existed,
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size + 1,
    ok: 1,
  };
};

const listIndexes: Handler = (cmd, { engine, cursors, db }) => {
  const name = collName(cmd, "listIndexes");
  const coll = engine.collection(db, name);
  if (!coll) throw namespaceNotFound(`ns does not exist: ${db}.${name}`);
  return cursors.first(`${db}.${name}`, coll.indexSpecs() as Doc[], (d) => d, 1000);
};

const dropIndexes: Handler = (cmd, { engine, db }) => {
  const name = collName(cmd, "dropIndexes");
  const coll = engine.collection(db, name);
  if (!coll) throw namespaceNotFound(`ns not found ${db}.${name}`);
  const was = coll.indexes.size + 1;
  const wanted = cmd.index;
  let names: string[];
  if (wanted === "*") names = [...coll.indexes.keys()];
  else if (typeof wanted === "string") names = [wanted];
  else if (Array.isArray(wanted)) names = wanted.map(String);
  else {
    const match = [...coll.indexes.values()].find((i) => sameKey(i.spec.key, ingest(wanted) as Doc));
    if (!match) throw indexNotFound(`can't find index with key: ${JSON.stringify(plain(wanted))}`);
    names = [match.spec.name];
  }
  for (const n of names) {
    if (n === "_id_") throw new MongoCommandError(72, "InvalidOptions", "cannot drop _id index");
    if (!coll.indexes.has(n)) throw indexNotFound(`index not found with name [${n}]`);
  }
  for (const n of names) engine.dropIndex(coll, n);
  return { nIndexesWas: was, ok: 1 };
};

export const indexCommands: Record<string, Handler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
