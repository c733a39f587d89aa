import { type Document, ObjectId } from "bson";
import type { Collection } from "../engine/collection";
import type { Data } from "../engine/data";
import { matching } from "../engine/query";
import { applyUpdate, checkId, isReplacement, type UpdateSpec, upsertDocument } from "../engine/update";
import type { Variables } from "../engine/values";
import { containsWrapper, type Doc, ingestDoc, isPlainObject, plain } from "../engine/values";
import { checkVariableName, letVariables, withVariables } from "../engine/variables";
import { badValue, failedToParse, MongoCommandError, typeMismatch, unknownField } from "../errors";
import { collName, type Handler, num } from "./context";
import { checkHint, checkSize, refuseCollation } from "./guards";

function writeError(index: number, e: unknown): Document {
  // A write conflict fails the whole command (and its transaction), as on MongoDB.
  if (!(e instanceof MongoCommandError) || e.code === 112) throw e;
  return { index, code: e.code, codeName: e.codeName, errmsg: e.message, ...e.extra };
}

function withWriteErrors(reply: Document, errors: Document[]): Document {
  return errors.length ? { ...reply, writeErrors: errors } : reply;
}

export function insertOne(data: Data, coll: Collection, raw: Doc): Doc {
  const { doc, wrapped } = ingestDoc(raw);
  // MongoDB stores _id as the first field, wherever the client put it.
  const { _id, ...rest } = doc;
  const stored: Doc = { _id: _id === undefined ? new ObjectId() : _id, ...rest };
  checkId(stored._id);
  checkSize(stored);
  data.insert(coll, stored, wrapped);
  return stored;
}

const insert: Handler = (cmd, { data, db }) => {
  const coll = data.ensureCollection(db, collName(cmd, "insert"));
  const docs = (cmd.documents ?? []) as Doc[];
  const ordered = cmd.ordered !== false;
  const errors: Document[] = [];
  let n = 0;
  for (let i = 0; i < docs.length; i++) {
    try {
      insertOne(data, coll, docs[i] as Doc);
      n++;
    } catch (e) {
      errors.push(writeError(i, e));
      if (ordered) break;
    }
  }
  return withWriteErrors({ n, ok: 1 }, errors);
};

interface UpdateStatement {
  q?: Doc;
  u: UpdateSpec;
  c?: Doc;
  upsert?: boolean;
  multi?: boolean;
  arrayFilters?: Doc[];
  collation?: Doc;
  hint?: unknown;
}

/**
 * The fields MongoDB 7.0 (the version this server reports) accepts in an update or delete statement. It fails
 * the whole command on any other, so an option a newer server would honour (8.0's `sort` on updateOne and
 * replaceOne) is refused here too rather than silently ignored.
 */
export const updateFields = new Set(["q", "u", "c", "upsert", "multi", "arrayFilters", "collation", "hint"]);
export const deleteFields = new Set(["q", "limit", "collation", "hint"]);

export function checkStatements<T = Doc>(statements: unknown, path: string, known: Set<string>): T[] {
  if (statements === undefined) return [];
  if (!Array.isArray(statements))
    throw typeMismatch(`BSON field '${path}' is the wrong type, expected array`);
  for (const s of statements) {
    if (!isPlainObject(s)) throw typeMismatch(`BSON field '${path}' must hold objects`);
    for (const field of Object.keys(s)) if (!known.has(field)) throw unknownField(`${path}.${field}`);
  }
  return statements as T[];
}

function runUpdate(data: Data, db: string, name: string, s: UpdateStatement, letVars: Variables) {
  refuseCollation(s.collation);
  checkHint(data.collection(db, name), s.hint);
  if (s.u === undefined || s.u === null || typeof s.u !== "object")
    throw failedToParse("update must be an object");
  if (s.multi && isReplacement(s.u))
    throw failedToParse("multi update is not supported for replacement-style update");
  let variables = letVars;
  if (s.c !== undefined) {
    if (!Array.isArray(s.u))
      throw new MongoCommandError(
        51198,
        "Location51198",
        "Constant values may only be specified for pipeline updates",
      );
    if (!isPlainObject(s.c))
      throw typeMismatch("BSON field 'update.updates.c' is the wrong type, expected object");
    // Constants are values, not expressions: they are not evaluated.
    for (const constant of Object.keys(s.c)) checkVariableName(constant);
    variables = withVariables(letVars, plain(s.c) as Doc);
  }
  const coll = data.collection(db, name);
  const targets = matching(coll, s.q, s.multi ? 0 : 1, variables, data);
  const opts = { arrayFilters: s.arrayFilters, filter: s.q, variables };
  let modified = 0;
  for (const doc of targets) {
    const next = applyUpdate(doc, s.u, opts);
    if (!next || !coll) continue;
    checkSize(next);
    data.replace(coll, doc, next, isReplacement(s.u));
    modified++;
  }
  if (targets.length || !s.upsert) return { n: targets.length, modified, upserted: undefined };
  const doc = upsertDocument(s.q, s.u, { arrayFilters: s.arrayFilters, variables });
  checkSize(doc);
  data.insert(data.ensureCollection(db, name), doc, containsWrapper(doc));
  return { n: 1, modified: 0, upserted: doc._id };
}

const update: Handler = (cmd, { data, db }) => {
  const name = collName(cmd, "update");
  const statements = checkStatements<UpdateStatement>(cmd.updates, "update.updates", updateFields);
  const variables = letVariables("update", cmd.let);
  const ordered = cmd.ordered !== false;
  const errors: Document[] = [];
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  for (let i = 0; i < statements.length; i++) {
    try {
      const r = runUpdate(data, db, name, statements[i] as UpdateStatement, variables);
      n += r.n;
      nModified += r.modified;
      if (r.upserted !== undefined) upserted.push({ index: i, _id: r.upserted });
    } catch (e) {
      errors.push(writeError(i, e));
      if (ordered) break;
    }
  }
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  return withWriteErrors(reply, errors);
};

const del: Handler = (cmd, { data, db }) => {
  const coll = data.collection(db, collName(cmd, "delete"));
  const statements = checkStatements<{ q?: Doc; limit?: unknown }>(
    cmd.deletes,
    "delete.deletes",
    deleteFields,
  );
  const variables = letVariables("delete", cmd.let);
  const ordered = cmd.ordered !== false;
  const errors: Document[] = [];
  let n = 0;
  for (let i = 0; i < statements.length; i++) {
    const s = statements[i] as { q?: Doc; limit?: unknown };
    try {
      refuseCollation((s as Doc).collation);
      checkHint(coll, (s as Doc).hint);
      const limit = num(s.limit);
      if (limit !== 0 && limit !== 1) throw badValue("The limit field in delete objects must be 0 or 1");
      for (const doc of matching(coll, s.q, limit, variables, data)) {
        if (coll) data.remove(coll, doc);
        n++;
      }
    } catch (e) {
      errors.push(writeError(i, e));
      if (ordered) break;
    }
  }
  return withWriteErrors({ n, ok: 1 }, errors);
};

export const writeCommands: Record<string, Handler> = {
  insert,
  update,
  delete: del,
};
