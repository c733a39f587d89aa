import { Decimal128, Double, Long, ObjectId } from "bson";
import { update as mingoUpdate } from "mingo/updater";
import {
  badValue,
  dollarPrefixedFieldName,
  failedToParse,
  immutableField,
  invalidIdField,
  MongoCommandError,
  notImplemented,
} from "../errors";
import { compareValues } from "./compare";
import { fastUpdate } from "./fast-update";
import { Aggregator, fromMingo, mingoOptions, optionsWith, refuseUnsupported } from "./mingo";
import {
  type Doc,
  deepClone,
  ingest,
  isNumericWrapper,
  isPlainObject,
  plain,
  plainNumber,
  type Variables,
} from "./values";

const modifiers = new Set([
  "$set",
  "$unset",
  "$inc",
  "$mul",
  "$min",
  "$max",
  "$rename",
  "$push",
  "$pull",
  "$pullAll",
  "$addToSet",
  "$pop",
  "$bit",
  "$currentDate",
  "$setOnInsert",
]);
const arithmetic = new Set(["$inc", "$mul", "$min", "$max", "$bit"]);
const pipelineStages = new Set(["$set", "$addFields", "$project", "$unset", "$replaceRoot", "$replaceWith"]);

export type UpdateSpec = Doc | Doc[];

export const isReplacement = (u: UpdateSpec): u is Doc =>
  !Array.isArray(u) && !Object.keys(u).some((k) => k.startsWith("$"));

export interface UpdateOptions {
  arrayFilters?: Doc[];
  filter?: Doc;
  isInsert?: boolean;
  /** The command's `let` variables (and the statement's `c` constants), for pipeline updates. */
  variables?: Variables;
}

const dbRefFields = new Set(["$ref", "$id", "$db"]);

function dollarPrefixedIn(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const el of value) {
      const found = dollarPrefixedIn(el);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [k, v] of Object.entries(value)) {
    if (k.startsWith("$") && !dbRefFields.has(k)) return k;
    const found = dollarPrefixedIn(v);
    if (found) return found;
  }
  return undefined;
}

/**
 * Rejects an _id MongoDB cannot store: an array, a regular expression, or a document with a `$`-prefixed
 * field name at any depth (DBRef fields aside).
 */
export function checkId(id: unknown): void {
  if (id === null || typeof id !== "object") return;
  if (Array.isArray(id)) throw invalidIdField("The '_id' value cannot be of type array");
  if (id instanceof RegExp || (id as { _bsontype?: string })._bsontype === "BSONRegExp")
    throw invalidIdField("The '_id' value cannot be of type regex");
  const found = dollarPrefixedIn(id);
  if (found)
    throw dollarPrefixedFieldName(
      `_id fields may not contain '$'-prefixed fields: ${found} is not valid for storage.`,
    );
}

/** Returns the updated copy of `doc`, or null when nothing changed; `doc` itself is never mutated. */
export function applyUpdate(doc: Doc, update: UpdateSpec, opts: UpdateOptions = {}): Doc | null {
  let next: Doc;
  if (Array.isArray(update)) next = applyPipeline(doc, update, opts.variables);
  else if (isReplacement(update)) next = replacement(doc, update);
  else next = applyModifiers(doc, update, opts);
  if (!opts.isInsert && compareValues(plain(next._id), plain(doc._id)) !== 0)
    throw immutableField("Performing an update on the path '_id' would modify the immutable field '_id'");
  if (Object.keys(next)[0] !== "_id") {
    // MongoDB keeps _id first; pipeline stages may have dropped or moved it.
    const { _id, ...rest } = next;
    next = { _id: _id ?? doc._id, ...rest };
  }
  return compareValues(next, doc) === 0 && sameTypes(next, doc) ? null : next;
}

function sameTypes(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameTypes(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) return Object.keys(a).every((k) => sameTypes(a[k], b[k]));
  return typeof a === typeof b && (a as object)?.constructor === (b as object)?.constructor;
}

function replacement(doc: Doc, repl: Doc): Doc {
  const body = ingest(repl) as Doc;
  const { _id, ...rest } = body;
  checkId(_id);
  if (_id !== undefined && doc._id !== undefined && compareValues(plain(_id), plain(doc._id)) !== 0)
    throw immutableField("the (immutable) field '_id' was found to have been altered");
  return { _id: doc._id ?? _id, ...rest };
}

function applyPipeline(doc: Doc, pipeline: Doc[], variables: Variables): Doc {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? "";
    if (!pipelineStages.has(name)) throw badValue(`${name} is not allowed to be used within an update`);
  }
  refuseUnsupported(pipeline);
  let result: Doc;
  try {
    result = (new Aggregator(plain(pipeline) as Doc[], optionsWith(variables)).run([plain(doc) as Doc])[0] ??
      {}) as Doc;
  } catch (e) {
    throw fromMingo(e, badValue);
  }
  // MongoDB replaces the document with the pipeline's result but keeps its _id when the result has none
  // ($replaceWith, $replaceRoot, $unset or $project may all drop it).
  return "_id" in result || doc._id === undefined ? result : { _id: doc._id, ...result };
}

function applyModifiers(doc: Doc, update: Doc, opts: UpdateOptions): Doc {
  const modifier: Doc = {};
  let needsPlain = false;
  let positional = false;
  for (const [op, fields] of Object.entries(update)) {
    if (!modifiers.has(op)) throw failedToParse(`Unknown modifier: ${op}. Expected a valid update modifier`);
    if (!isPlainObject(fields))
      throw failedToParse(`Modifiers operate on fields but we found a non-object for ${op}`);
    if (Object.keys(fields).some((p) => p.includes(".$.") || p.endsWith(".$"))) positional = true;
    if (op === "$setOnInsert") {
      if (opts.isInsert)
        modifier.$set = { ...(modifier.$set as Doc | undefined), ...(ingest(fields) as Doc) };
      continue;
    }
    if (arithmetic.has(op)) needsPlain = true;
    const value = ingest(fields);
    modifier[op] = op === "$set" ? { ...(modifier.$set as Doc | undefined), ...(value as Doc) } : value;
  }
  if (opts.isInsert && !Object.keys(modifier).length) return deepClone(doc);
  if (!positional && !opts.arrayFilters) {
    const fast = fastUpdate(doc, modifier);
    if (fast) return fast;
  }
  const target = needsPlain || positional ? (plain(doc) as Doc) : deepClone(doc);
  // mingo does arithmetic on JS numbers only.
  for (const op of Object.keys(modifier)) if (arithmetic.has(op)) modifier[op] = plain(modifier[op]);
  try {
    mingoUpdate(
      target,
      modifier,
      opts.arrayFilters ? (plain(opts.arrayFilters) as Doc[]) : undefined,
      positional && opts.filter ? (plain(opts.filter) as Doc) : undefined,
      { cloneMode: "none", queryOptions: mingoOptions },
    );
  } catch (e) {
    if (e instanceof MongoCommandError) throw e;
    const message = (e as Error).message;
    if (/BigInt/.test(message))
      throw notImplemented(
        "arithmetic on a 64-bit integer beyond 2^53 in a positional or arrayFilters update is not supported by this embedded server",
      );
    if (/conflict/i.test(message)) throw new MongoCommandError(40, "ConflictingUpdateOperators", message);
    if (/immutable field/i.test(message)) throw immutableField(message);
    throw badValue(message);
  }
  return needsPlain || positional ? (rewrap(doc, target) as Doc) : target;
}

/**
 * The general update path works on plain JS numbers: give every value the update left as it was its BSON
 * wrapper back (Long, Decimal128, integral Double), and keep a changed Long or Double the type it had.
 */
function rewrap(original: unknown, updated: unknown): unknown {
  if (isNumericWrapper(original)) {
    if (typeof updated !== "number" && typeof updated !== "bigint") return updated;
    // biome-ignore lint/suspicious/noDoubleEquals: a bigint and a number of the same value are equal here
    if (plainNumber(original) == updated) return original;
    if (original instanceof Decimal128)
      throw notImplemented("arithmetic on Decimal128 values is not supported by this embedded server");
    if (original instanceof Long && (typeof updated === "bigint" || Number.isInteger(updated)))
      return Long.fromBigInt(BigInt(updated));
    if (original instanceof Double && typeof updated === "number" && Number.isInteger(updated))
      return new Double(updated);
    return updated;
  }
  if (Array.isArray(original) && Array.isArray(updated)) return updated.map((v, i) => rewrap(original[i], v));
  if (isPlainObject(original) && isPlainObject(updated)) {
    const out: Doc = {};
    for (const k of Object.keys(updated))
      out[k] = k in original ? rewrap(original[k], updated[k]) : updated[k];
    return out;
  }
  return updated;
}

/** The document an upsert starts from: the filter's equality conditions. */
export function seedFromFilter(filter: Doc | undefined): Doc {
  const seed: Doc = {};
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === "$and" && Array.isArray(v)) for (const sub of v) if (isPlainObject(sub)) visit(sub);
      if (k.startsWith("$")) continue;
      if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith("$"))) {
        if ("$eq" in v) setPath(seed, k, v.$eq);
        continue;
      }
      setPath(seed, k, v);
    }
  };
  if (filter) visit(ingest(filter) as Doc);
  return seed;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(node[part])) node[part] = {};
    node = node[part] as Doc;
  }
  node[parts[parts.length - 1] as string] = deepClone(value);
}

/** An upsert may choose the new document's _id with $set or $setOnInsert: it goes into the seed instead. */
function idIntoSeed(seed: Doc, update: UpdateSpec): UpdateSpec {
  if (Array.isArray(update)) return update;
  const out: Doc = { ...update };
  for (const op of ["$setOnInsert", "$set"]) {
    const fields = out[op];
    if (!isPlainObject(fields) || !("_id" in fields)) continue;
    const { _id, ...others } = fields;
    seed._id = ingest(_id);
    out[op] = others;
  }
  return out;
}

/** Builds the document an upsert inserts. */
export function upsertDocument(filter: Doc | undefined, update: UpdateSpec, opts: UpdateOptions): Doc {
  const seed = seedFromFilter(filter);
  let doc: Doc;
  if (!Array.isArray(update) && isReplacement(update)) {
    const body = ingest(update) as Doc;
    // An explicit `_id: null` in the replacement is kept, not replaced by a generated ObjectId.
    doc = { ...body, _id: "_id" in body ? body._id : seed._id };
  } else doc = applyUpdate(seed, idIntoSeed(seed, update), { ...opts, isInsert: true }) ?? seed;
  const { _id, ...rest } = doc;
  if (_id === undefined) return { _id: new ObjectId(), ...rest };
  checkId(_id);
  return { _id, ...rest };
}
