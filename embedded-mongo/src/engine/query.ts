import { ObjectId } from "bson";
import { badValue } from "../errors";
import { refuseNestedNumericType, typePredicate } from "./bson-type";
import type { Collection } from "./collection";
import { keyOf } from "./compare";
import { checkRegexOperands, fromMingo, optionsWith, Query, refuseUnsupported } from "./mingo";
import { type Doc, isPlainObject, plain, type Variables } from "./values";

/** In MongoDB `$gte: null` and `$lte: null` match null and missing fields, i.e. they mean `$eq: null`. */
function nullBounds(expr: unknown): unknown {
  if (Array.isArray(expr)) return expr.map(nullBounds);
  if (!isPlainObject(expr)) return expr;
  const out: Doc = {};
  for (const [k, v] of Object.entries(expr)) {
    if ((k === "$gte" || k === "$lte") && v === null && !("$eq" in expr)) out.$eq = null;
    else out[k] = nullBounds(v);
  }
  return out;
}

export type Predicate = (doc: Doc, view: Doc) => boolean;

/**
 * Compiles a filter. Top-level `$type` conditions are checked on the stored document, where numbers keep their
 * BSON type; everything else runs through mingo on the numeric view.
 */
export function compileFilter(filter: Doc | undefined, variables?: Variables): Predicate {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  refuseUnsupported(filter);
  checkRegexOperands(filter);
  const rest: Doc = {};
  const typeChecks: ((doc: Doc) => boolean)[] = [];
  for (const [field, cond] of Object.entries(filter)) {
    if (!field.startsWith("$") && isPlainObject(cond) && "$type" in cond) {
      typeChecks.push(typePredicate(field, cond.$type));
      const { $type: _, ...others } = cond;
      if (Object.keys(others).length) rest[field] = others;
    } else rest[field] = cond;
  }
  refuseNestedNumericType(rest);
  let q: Query | null = null;
  try {
    if (Object.keys(rest).length) q = new Query(nullBounds(plain(rest)) as Doc, optionsWith(variables));
  } catch (e) {
    throw fromMingo(e, badValue);
  }
  const test = (view: Doc) => {
    try {
      return !q || q.test(view);
    } catch (e) {
      // mingo reports some malformed operators only when it evaluates them.
      throw fromMingo(e, badValue);
    }
  };
  return (doc, view) => typeChecks.every((t) => t(doc)) && test(view);
}

const isOperatorObject = (v: unknown): v is Doc =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith("$"));

export interface Plan {
  docs: Iterable<Doc>;
  /** True when every candidate is known to match, so the filter need not be evaluated again. */
  exact: boolean;
  /** The index that chose the candidates, if any ("_id_" for the primary key). */
  index?: string;
}

const isScalar = (v: unknown) =>
  typeof v === "string" ||
  typeof v === "number" ||
  typeof v === "boolean" ||
  v instanceof Date ||
  v instanceof ObjectId;

/** Candidate documents for a filter: by `_id` or a usable index where possible, otherwise every document. */
export function plan(coll: Collection, filter: Doc | undefined): Plan {
  if (!filter) return { docs: coll.docs.values(), exact: true };
  const keys = Object.keys(filter);
  // A lone equality on a scalar is answered exactly by the _id map or an index (arrays included: the index
  // holds each element, which is MongoDB's equality-on-array rule).
  const lone = keys.length === 1 && isScalar(plain(filter[keys[0] as string]));
  const byId = idCandidates(coll, filter._id);
  if (byId) return { docs: byId, exact: lone, index: "_id_" };
  for (const [field, cond] of Object.entries(filter)) {
    if (field.startsWith("$")) continue;
    for (const index of coll.indexes.values()) {
      if (index.fields[0] !== field || !index.complete) continue;
      const ids = indexCandidates(index, cond);
      if (!ids) continue;
      const out: Doc[] = [];
      for (const id of ids) {
        const doc = coll.docs.get(id);
        if (doc) out.push(doc);
      }
      return { docs: out, exact: lone, index: index.spec.name };
    }
  }
  return { docs: coll.docs.values(), exact: keys.length === 0 };
}

export function candidates(coll: Collection, filter: Doc | undefined): Iterable<Doc> {
  return plan(coll, filter).docs;
}

/** Where a command reads documents from: the committed state, or a transaction's snapshot and own writes. */
export interface Reader {
  plan(coll: Collection, filter: Doc | undefined): Plan;
  /** Whether a sort may read an index in order (only the committed state is indexed). */
  readonly indexOrder: boolean;
}

export const committedReader: Reader = { plan, indexOrder: true };

/** Documents matching the filter, in natural order, stopping after `limit` when it is not 0. */
export function matching(
  coll: Collection | undefined,
  filter: Doc | undefined,
  limit = 0,
  variables?: Variables,
  reader: Reader = committedReader,
): Doc[] {
  if (!coll) return [];
  const { docs, exact } = reader.plan(coll, filter);
  return filterDocs(coll, docs, exact ? undefined : filter, limit, variables);
}

/**
 * Documents in the order of a single-field sort, read from an index on that field, or null when no index
 * gives that order or the filter is better served by its own index.
 */
export function inSortOrder(
  coll: Collection,
  filter: Doc | undefined,
  sort: Doc,
  reader: Reader = committedReader,
): Iterable<Doc> | null {
  if (!reader.indexOrder) return null;
  const spec = Object.entries(plain(sort) as Doc);
  const [field, dir] = spec[0] ?? [];
  if (spec.length !== 1 || (dir !== 1 && dir !== -1)) return null;
  if (plan(coll, filter).index) return null;
  const index = [...coll.indexes.values()].find((i) => i.fields[0] === field && i.complete && !i.multikey);
  if (!index) return null;
  return (function* () {
    for (const id of index.ordered(dir)) {
      const doc = coll.docs.get(id);
      if (doc) yield doc;
    }
  })();
}

export function filterDocs(
  coll: Collection,
  docs: Iterable<Doc>,
  filter: Doc | undefined,
  limit = 0,
  variables?: Variables,
): Doc[] {
  const pred = filter && Object.keys(filter).length ? compileFilter(filter, variables) : null;
  const out: Doc[] = [];
  for (const doc of docs) {
    if (pred && !pred(doc, coll.view(doc))) continue;
    out.push(doc);
    if (limit && out.length >= limit) break;
  }
  return out;
}

function idCandidates(coll: Collection, cond: unknown): Doc[] | null {
  if (cond === undefined) return null;
  const values = equalityValues(cond);
  if (!values) return null;
  const out: Doc[] = [];
  const seen = new Set<string>();
  for (const v of values) {
    const k = keyOf(v);
    const doc = coll.docs.get(k);
    if (doc && !seen.has(k)) {
      seen.add(k);
      out.push(doc);
    }
  }
  return out;
}

/** Values an equality-like condition may equal, or null when the condition is something else. */
function equalityValues(cond: unknown): unknown[] | null {
  if (cond instanceof RegExp || (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith("$")))) {
    if (!isOperatorObject(cond)) return null;
    const keys = Object.keys(cond);
    if (keys.length !== 1) return null;
    if (keys[0] === "$eq") return equalityValues(cond.$eq);
    if (
      keys[0] === "$in" &&
      Array.isArray(cond.$in) &&
      !cond.$in.some((v) => v instanceof RegExp || v === null)
    )
      return cond.$in;
    return null;
  }
  if (cond === null || isPlainObject(cond) || Array.isArray(cond)) return null;
  return [cond];
}

function indexCandidates(
  index: Collection["indexes"] extends Map<string, infer I> ? I : never,
  cond: unknown,
) {
  const values = equalityValues(cond);
  if (values) {
    const ids = new Set<string>();
    for (const v of values) for (const id of index.lookup(plain(v))) ids.add(id);
    return ids;
  }
  if (!isOperatorObject(cond)) return null;
  let lower: { v: unknown; inclusive: boolean } | null = null;
  let upper: { v: unknown; inclusive: boolean } | null = null;
  for (const [op, raw] of Object.entries(cond)) {
    const v = plain(raw);
    if (v === null || isPlainObject(v) || Array.isArray(v) || v instanceof RegExp) return null;
    if (op === "$gt" || op === "$gte") lower = { v, inclusive: op === "$gte" };
    else if (op === "$lt" || op === "$lte") upper = { v, inclusive: op === "$lte" };
    else return null;
  }
  return index.range(lower, upper);
}
