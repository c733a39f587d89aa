import { BSON } from "bson";
import { ID_INDEX } from "../engine/collection";
import { mingoOptions, Query } from "../engine/mingo";
import { type Doc, isPlainObject, plain } from "../engine/values";
import { illegalOperation, MongoCommandError, namespaceNotFound, notImplemented } from "../errors";
import { collName, type Handler, num } from "./context";

const listCollections: Handler = (cmd, { engine, cursors, db }) => {
  const colls = [...(engine.dbs.get(db)?.values() ?? [])];
  let infos: Doc[] = colls.map((c) => ({
    name: c.name,
    type: "collection",
    options: c.options,
    info: { readOnly: false, uuid: c.uuid },
    idIndex: ID_INDEX,
  }));
  const filter = cmd.filter as Doc | undefined;
  if (filter && Object.keys(filter).length) {
    const q = new Query(plain(filter) as Doc, mingoOptions);
    infos = infos.filter((i) => q.test(i));
  }
  if (cmd.nameOnly) infos = infos.map((i) => ({ name: i.name, type: i.type }));
  return cursors.first(`${db}.$cmd.listCollections`, infos, (d) => d, 1000);
};

const create: Handler = (cmd, { data, db }) => {
  const name = collName(cmd, "create");
  if (cmd.viewOn) throw notImplemented("views are not supported by this embedded server");
  if (cmd.capped) throw notImplemented("capped collections are not supported by this embedded server");
  if (cmd.validator) throw notImplemented("schema validation is not supported by this embedded server");
  if (cmd.timeseries)
    throw notImplemented("time series collections are not supported by this embedded server");
  data.createCollection(db, name, preAndPostImages(cmd));
  return { ok: 1 };
};

/** The `changeStreamPreAndPostImages` option of `create` or `collMod`, checked as MongoDB does. */
function preAndPostImages(cmd: Doc): Doc {
  const v = cmd.changeStreamPreAndPostImages;
  if (v === undefined) return {};
  const enabled = isPlainObject(v) ? v.enabled : undefined;
  if (typeof enabled !== "boolean" || Object.keys(v as Doc).length !== 1)
    throw new MongoCommandError(
      40414,
      "Location40414",
      "BSON field 'changeStreamPreAndPostImages.enabled' is missing but a required field",
    );
  return { changeStreamPreAndPostImages: { enabled } };
}

/** `collMod`: only `changeStreamPreAndPostImages` (any other option is refused). */
const collMod: Handler = (cmd, { engine, db }) => {
  const name = collName(cmd, "collMod");
  for (const key of Object.keys(cmd))
    if (
      !key.startsWith("$") &&
      !["collMod", "changeStreamPreAndPostImages", "lsid", "writeConcern", "comment"].includes(key)
    )
      throw notImplemented(`collMod option '${key}' is not supported by this embedded server`);
  const coll = engine.collection(db, name);
  if (!coll) throw namespaceNotFound(`ns does not exist: ${db}.${name}`);
  const images = preAndPostImages(cmd);
  // A collMod that changes nothing is still a modify event, as on MongoDB.
  if (!Object.keys(images).length) {
    engine.modify(coll, coll.options, {});
    return { ok: 1 };
  }
  const before = coll.options;
  const { changeStreamPreAndPostImages: _, ...rest } = before;
  const after = (images.changeStreamPreAndPostImages as Doc).enabled ? { ...rest, ...images } : rest;
  engine.modify(coll, after, { ...images });
  return { ok: 1 };
};

const drop: Handler = (cmd, { engine, db }) => {
  const name = collName(cmd, "drop");
  const coll = engine.collection(db, name);
  const nIndexesWas = coll ? coll.indexes.size + 1 : 0;
  engine.dropCollection(db, name);
  return { ns: `${db}.${name}`, nIndexesWas, ok: 1 };
};

const dropDatabase: Handler = (_cmd, { engine, db }) => {
  engine.dropDatabase(db);
  return { dropped: db, ok: 1 };
};

const renameCollection: Handler = (cmd, { engine, db }) => {
  if (db !== "admin")
    throw new MongoCommandError(
      13,
      "Unauthorized",
      "renameCollection may only be run against the admin database.",
    );
  const [from, to] = [String(cmd.renameCollection), String(cmd.to)];
  const split = (ns: string) => [ns.slice(0, ns.indexOf(".")), ns.slice(ns.indexOf(".") + 1)] as const;
  const [fromDb, fromName] = split(from);
  const [toDb, toName] = split(to);
  const coll = engine.collection(fromDb, fromName);
  if (!coll) throw namespaceNotFound(`Source collection ${from} does not exist`);
  if (from === to) throw illegalOperation("Can't rename a collection to itself");
  engine.rename(coll, toDb, toName, Boolean(cmd.dropTarget));
  return { ok: 1 };
};

function sizeOf(docs: Iterable<Doc>): number {
  let n = 0;
  for (const d of docs) n += BSON.calculateObjectSize(d);
  return n;
}

const dbStats: Handler = (cmd, { engine, db }) => {
  const colls = [...(engine.dbs.get(db)?.values() ?? [])];
  const scale = num(cmd.scale, 1) || 1;
  const objects = colls.reduce((n, c) => n + c.docs.size, 0);
  const dataSize = colls.reduce((n, c) => n + sizeOf(c.docs.values()), 0);
  const indexes = colls.reduce((n, c) => n + c.indexes.size + 1, 0);
  return {
    db,
    collections: colls.length,
    views: 0,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize: dataSize / scale,
    storageSize: dataSize / scale,
    indexes,
    indexSize: 0,
    totalSize: dataSize / scale,
    scaleFactor: scale,
    ok: 1,
  };
};

const listDatabases: Handler = (cmd, { engine }) => {
  const databases = [...engine.dbs.entries()].map(([name, colls]) => {
    const sizeOnDisk = [...colls.values()].reduce((n, c) => n + sizeOf(c.docs.values()), 0);
    return cmd.nameOnly ? { name } : { name, sizeOnDisk, empty: sizeOnDisk === 0 };
  });
  const totalSize = databases.reduce((n, d) => n + (((d as Doc).sizeOnDisk as number | undefined) ?? 0), 0);
  return cmd.nameOnly
    ? { databases, ok: 1 }
    : { databases, totalSize, totalSizeMb: Math.round(totalSize / 1e6), ok: 1 };
};

export const catalogCommands: Record<string, Handler> = {
  listCollections,
  collMod,
  create,
  drop,
  dropDatabase,
  renameCollection,
  dbStats,
  dbstats: dbStats,
  listDatabases,
};
