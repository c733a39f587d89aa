/**
 * Filters run on documents: a filter compiled to a predicate (the plain cases without mingo, the rest through
 * mingo), and the documents a plan yields checked against what its index left to check.
 */
import { badValue } from "../errors";
import { refuseNestedNumericType, typePredicate } from "./bson-type";
import type { Collection } from "./collection";
import { fastFilter } from "./fast-filter";
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
  // The plain cases without mingo; whatever the fast test cannot decide, mingo does.
  const fast = q ? fastFilter(nullBounds(plain(rest)) as Doc) : null;
  if (fast) return (doc, view) => typeChecks.every((t) => t(doc)) && (fast(view) ?? test(view));
  return (doc, view) => typeChecks.every((t) => t(doc)) && test(view);
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
