import type { Long } from "bson";
import { refuseNestedNumericType } from "../engine/bson-type";
import type { Collection } from "../engine/collection";
import { keyOf } from "../engine/compare";
import type { Data } from "../engine/data";
import { filterDocs } from "../engine/filter";
import { Aggregator, fromMingo, optionsWith, refuseUnsupported } from "../engine/mingo";
import { matching, type Plan, type Reader } from "../engine/query";
import { makeProjector, sortDocs } from "../engine/sort-project";
import { type Doc, getPath, isPlainObject, plain, type Variables } from "../engine/values";
import { letVariables } from "../engine/variables";
import { badValue, MongoCommandError, notImplemented } from "../errors";
import { changeStreamMore, openChangeStream } from "./change-stream";
import { collName, type Handler, num } from "./context";
import { checkHint, refuseCollation } from "./guards";
import { lookupSources } from "./lookup-sources";

/**
 * What a find reads and returns: the plan's candidates, filtered, sorted in memory unless the plan reads them in
 * the sort's order (then the read stops after skip + limit matches), then skipped and limited. Explain runs this
 * same function, so what it reports is what a find does.
 */
export function findDocs(
  coll: Collection,
  filter: Doc | undefined,
  cmd: Doc,
  reader: Reader,
  variables?: Variables,
): { docs: Doc[]; plan: Plan } {
  const skip = num(cmd.skip);
  const limit = Math.abs(num(cmd.limit));
  const sort = cmd.sort as Doc | undefined;
  const hasSort = sort !== undefined && Object.keys(sort).length > 0;
  const plan = reader.plan(coll, filter, { ...(hasSort ? { sort } : {}), hint: cmd.hint });
  const residual = plan.residual;
  let docs: Doc[];
  if (!hasSort || plan.sorted)
    docs = filterDocs(coll, plan.docs, residual, limit ? skip + limit : 0, variables);
  else
    docs = sortDocs(
      coll,
      filterDocs(coll, plan.docs, residual, 0, variables),
      sort,
      limit ? skip + limit : 0,
    );
  if (skip || limit) docs = docs.slice(skip, limit ? skip + limit : undefined);
  return { docs, plan };
}

const find: Handler = (cmd, { data, cursors, db }) => {
  const name = collName(cmd, "find");
  const ns = `${db}.${name}`;
  if (cmd.tailable || cmd.awaitData)
    throw notImplemented("tailable cursors are not supported by this embedded server");
  refuseCollation(cmd.collation);
  const variables = letVariables("find", cmd.let);
  const coll = data.collection(db, name);
  checkHint(coll, cmd.hint);
  const filter = cmd.filter as Doc | undefined;
  const rawLimit = num(cmd.limit);
  if (num(cmd.skip) < 0) throw badValue("skip value must be non-negative");
  const limit = Math.abs(rawLimit);
  const project = coll ? makeProjector(coll, cmd.projection as Doc | undefined, variables) : (d: Doc) => d;
  if (!coll) return cursors.first(ns, [], project);
  const docs = findDocs(coll, filter, cmd, data, variables).docs;
  const batchSize = cmd.batchSize === undefined ? 101 : num(cmd.batchSize);
  const single = Boolean(cmd.singleBatch) || rawLimit < 0;
  return cursors.first(ns, docs, project, limit && limit < batchSize ? limit : batchSize, single);
};

const getMore: Handler = (cmd, ctx) => {
  const id = cmd.getMore as Long;
  const live = ctx.cursors.getLive(id);
  if (live) return changeStreamMore(id, live, cmd, ctx);
  return ctx.cursors.more(id, cmd.batchSize === undefined ? undefined : num(cmd.batchSize));
};

const killCursors: Handler = (cmd, { cursors }) => cursors.kill((cmd.cursors ?? []) as Long[]);

const count: Handler = (cmd, { data, db }) => {
  refuseCollation(cmd.collation);
  const coll = data.collection(db, collName(cmd, "count"));
  checkHint(coll, cmd.hint);
  if (!coll) return { n: 0, ok: 1 };
  const query = cmd.query as Doc | undefined;
  if (!query || !Object.keys(query).length) {
    const total = data.count(coll);
    const afterSkip = Math.max(0, total - num(cmd.skip));
    const limit = Math.abs(num(cmd.limit));
    return { n: limit ? Math.min(limit, afterSkip) : afterSkip, ok: 1 };
  }
  const n = Math.max(0, matching(coll, query, 0, undefined, data, { hint: cmd.hint }).length - num(cmd.skip));
  const limit = Math.abs(num(cmd.limit));
  return { n: limit ? Math.min(limit, n) : n, ok: 1 };
};

const distinct: Handler = (cmd, { data, db }) => {
  const coll = data.collection(db, collName(cmd, "distinct"));
  const key = cmd.key;
  if (typeof key !== "string") throw badValue("distinct key must be a string");
  refuseCollation(cmd.collation);
  if (!coll) return { values: [], ok: 1 };
  const query = cmd.query as Doc | undefined;
  const seen = new Map<string, unknown>();
  for (const doc of matching(coll, query, 0, undefined, data)) {
    const v = getPath(doc, key);
    for (const el of Array.isArray(v) ? v : [v])
      if (el !== undefined && !seen.has(keyOf(el))) seen.set(keyOf(el), el);
  }
  return { values: [...seen.values()], ok: 1 };
};

const refusedStages: Record<string, () => MongoCommandError> = {
  $out: () =>
    notImplemented("$out is not supported by this embedded server; write the results with insertMany"),
  $merge: () =>
    notImplemented("$merge is not supported by this embedded server; write the results with bulkWrite"),
  $geoNear: () => notImplemented("$geoNear is not supported by this embedded server; use MongoDB"),
  $search: () => notImplemented("$search is an Atlas feature, not supported by this embedded server"),
  $searchMeta: () => notImplemented("$searchMeta is an Atlas feature, not supported by this embedded server"),
  $vectorSearch: () =>
    notImplemented("$vectorSearch is an Atlas feature, not supported by this embedded server"),
  $listSearchIndexes: () =>
    notImplemented("$listSearchIndexes is an Atlas feature, not supported by this embedded server"),
};

/**
 * Stages that report a mongod's own state (operations, sessions, statistics, plan cache). This server keeps
 * none of it, so any answer would differ from MongoDB's.
 */
for (const name of [
  "$currentOp",
  "$listSessions",
  "$listLocalSessions",
  "$indexStats",
  "$collStats",
  "$planCacheStats",
  "$listSampledQueries",
])
  refusedStages[name] = () =>
    notImplemented(`${name} is not supported by this embedded server: it keeps no such server state`);

function sourceFor(
  data: Data,
  coll: Collection | undefined,
  pipeline: Doc[],
  variables: Variables,
  hint: unknown,
): Doc[] {
  if (!coll) return [];
  const first = pipeline[0]?.$match as Doc | undefined;
  if (!first) return [...data.all(coll)].map((d) => coll.view(d));
  // A leading $match can use the _id map or a secondary index.
  return matching(coll, first, 0, variables, data, { hint }).map((d) => coll.view(d));
}

/**
 * The pipeline `countDocuments` sends (`$match`, optional `$skip` and `$limit`, then a `$group` of everything
 * into `{_id: 1, n: {$sum: 1}}`), recognised so its answer is counted without building documents; null for any
 * other pipeline.
 */
function countOnly(pipeline: Doc[]): { filter: Doc; skip: number; limit: number } | null {
  const [match, ...rest] = pipeline;
  const group = rest[rest.length - 1]?.$group as Doc | undefined;
  if (!match || Object.keys(match).length !== 1 || !isPlainObject(match.$match) || !group) return null;
  const sum = isPlainObject(group.n) ? plain(group.n) : undefined;
  if (
    Object.keys(group).length !== 2 ||
    plain(group._id) !== 1 ||
    !isPlainObject(sum) ||
    Object.keys(sum).length !== 1 ||
    sum.$sum !== 1
  )
    return null;
  let skip = 0;
  let limit = 0;
  for (const stage of rest.slice(0, -1)) {
    const [op, ...more] = Object.keys(stage);
    const value = plain(stage[op ?? ""]);
    if (more.length || typeof value !== "number" || !Number.isInteger(value) || value < 0) return null;
    if (op === "$skip" && !limit && !skip) skip = value;
    else if (op === "$limit" && !limit && value > 0) limit = value;
    else return null;
  }
  return { filter: match.$match, skip, limit };
}

/** MongoDB always writes _id as the first field; mingo's stages may put it anywhere. */
function idFirst(doc: Doc): Doc {
  if (!("_id" in doc) || Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

const aggregate: Handler = (cmd, ctx) => {
  const { data, cursors, db } = ctx;
  const pipeline = cmd.pipeline as Doc[];
  if (!Array.isArray(pipeline)) throw badValue("'pipeline' option must be specified as an array");
  if (pipeline[0]?.$changeStream !== undefined) return openChangeStream(cmd, ctx);
  for (const stage of pipeline) {
    if (stage.$changeStream !== undefined)
      throw new MongoCommandError(
        40602,
        "Location40602",
        "$changeStream is only valid as the first stage in a pipeline.",
      );
    const name = Object.keys(stage)[0] ?? "";
    const refuse = refusedStages[name];
    if (refuse) throw refuse();
  }
  refuseUnsupported(pipeline);
  refuseCollation(cmd.collation);
  const variables = letVariables("aggregate", cmd.let);
  const name = typeof cmd.aggregate === "string" ? cmd.aggregate : null;
  const coll = name ? data.collection(db, name) : undefined;
  checkHint(coll, cmd.hint);
  const counted = coll ? countOnly(pipeline) : null;
  if (coll && counted) {
    // The driver's countDocuments: the number is all that is needed, not the documents.
    const n = Math.max(
      0,
      matching(coll, counted.filter, 0, variables, data, { hint: cmd.hint }).length - counted.skip,
    );
    const total = counted.limit ? Math.min(n, counted.limit) : n;
    return cursors.first(`${db}.${name}`, total ? [{ _id: 1, n: total }] : [], (d) => d, 101);
  }
  const source = sourceFor(data, coll, pipeline, variables, cmd.hint);
  const rest = coll && pipeline[0]?.$match ? pipeline.slice(1) : pipeline;
  // Later stages see numbers without their BSON type, so a numeric $type there cannot be answered correctly.
  for (const stage of rest) if (stage.$match) refuseNestedNumericType(stage.$match);
  let results: Doc[];
  try {
    const narrowed = lookupSources(data, db, rest, source);
    const agg = new Aggregator(plain(rest) as Doc[], {
      ...optionsWith(variables),
      collectionResolver: (other: string) => {
        const candidates = narrowed.get(other);
        if (candidates) return candidates;
        const c = data.collection(db, other);
        return c ? [...data.all(c)].map((d) => c.view(d)) : [];
      },
    });
    results = agg.run(source) as Doc[];
  } catch (e) {
    throw fromMingo(e, (message) => new MongoCommandError(40324, "Location40324", message));
  }
  const batchSize = (cmd.cursor as Doc | undefined)?.batchSize;
  return cursors.first(
    `${db}.${name ?? "$cmd.aggregate"}`,
    results,
    idFirst,
    batchSize === undefined ? 101 : num(batchSize),
  );
};

export const readCommands: Record<string, Handler> = {
  find,
  getMore,
  killCursors,
  count,
  distinct,
  aggregate,
};
