import type { Collection } from "../engine/collection";
import type { Data } from "../engine/data";
import { matching } from "../engine/query";
import { type Doc, getPath, isPlainObject } from "../engine/values";

/** Values a narrowed `$lookup` may look for: those whose `$in` equality is mingo's hash equality, exactly. */
const narrowable = (value: unknown) =>
  typeof value === "string" ||
  typeof value === "boolean" ||
  value instanceof Date ||
  (value !== null && typeof value === "object" && (value as { _bsontype?: string })._bsontype === "ObjectId");

/** Every collection a stage reads through mingo's collection resolver (nested `$lookup`s, `$facet`s and all). */
function collectionsReadBy(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const item of value) collectionsReadBy(item, into);
  if (!isPlainObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if (
      (key === "$lookup" || key === "$graphLookup") &&
      isPlainObject(inner) &&
      typeof inner.from === "string"
    )
      into.add(inner.from);
    if (key === "$unionWith")
      into.add(typeof inner === "string" ? inner : String((inner as Doc | undefined)?.coll ?? ""));
    collectionsReadBy(inner, into);
  }
}

/**
 * A `$lookup` with a `pipeline` and neither `let` nor `localField`, whose first stage is a `$match` of constants
 * (no `$expr`, no `$where`, no variable): what it joins depends only on the foreign documents that `$match`
 * matches. Answers that filter, or null.
 */
function constantFirstMatch(spec: Doc): Doc | null {
  if (spec.let !== undefined || spec.localField !== undefined || spec.foreignField !== undefined) return null;
  const [first] = Array.isArray(spec.pipeline) ? (spec.pipeline as Doc[]) : [];
  if (!isPlainObject(first) || Object.keys(first).length !== 1 || !isPlainObject(first.$match)) return null;
  return /"\$(expr|where|function|accumulator)"|"\$\$/.test(JSON.stringify(first.$match))
    ? null
    : first.$match;
}

/**
 * What mingo's `$lookup` is given of each foreign collection: by default the whole collection (mingo hashes every
 * document's `foreignField`, so a lookup costs the collection's size), but, while only filtering stages (`$match`,
 * `$limit`, `$skip`, `$sort`) and lookups precede it, less for two kinds of top-level `$lookup`:
 * - on `foreignField: "_id"` (no `pipeline`), just the documents whose `_id` is one of the values the documents
 *   reaching it can hold in `localField`: the source documents' (a plain field), or those of the candidates an
 *   earlier narrowed lookup joined (`localField` "as.field" under its `as`; and an `_id` of null, which a document
 *   that joined none of them looks for), read by `_id` like any `$in`. Those
 *   stages only drop documents or add other fields, so the candidates hold every document mingo would match; an
 *   `_id` matches one document, so no order among matches can change. Values other than strings, booleans, dates
 *   and ObjectIds (a missing field, null, numbers, whose types `$in` and mingo may weigh differently, documents,
 *   arrays) read the whole collection as before;
 * - with a `pipeline` starting with a `$match` of constants (`constantFirstMatch`) that matches at most one
 *   document (a membership by a unique index), just that document, read as a find reads it: mingo's pipeline
 *   drops every other document at its first stage anyway. More than one would come in an index's order rather
 *   than the collection's, so the whole collection is read then, and also when another lookup of the pipeline
 *   reads the same collection (the union of both would not be in the collection's order).
 */
export function lookupSources(data: Data, db: string, rest: Doc[], source: Doc[]): Map<string, Doc[]> {
  const whole = new Set<string>();
  const narrowed = new Map<string, Doc[]>();
  const lookups = new Map<string, number>();
  const pipelined = new Set<string>();
  let filtersOnly = true;
  // The top-level fields earlier lookups wrote (their `as`), with the candidates they joined from, if narrowed.
  const written = new Map<string, Doc[] | null>();
  const narrow = (from: string, docs: Doc[]) => {
    const coll = data.collection(db, from);
    const views = docs.map((d) => (coll as Collection).view(d));
    narrowed.set(from, [...new Set([...(narrowed.get(from) ?? []), ...views])]);
    return docs;
  };
  for (const stage of rest) {
    const [name] = Object.keys(stage);
    const spec = stage.$lookup as Doc | undefined;
    if (name !== "$lookup" || !isPlainObject(spec) || typeof spec.from !== "string" || !filtersOnly) {
      collectionsReadBy(stage, whole);
      if (!["$match", "$limit", "$skip", "$sort"].includes(name ?? "")) filtersOnly = false;
      continue;
    }
    const from = spec.from;
    const as = String(spec.as);
    const [top = "", ...below] = as.split(".");
    lookups.set(from, (lookups.get(from) ?? 0) + 1);
    const joined = joinedCandidates(data, db, spec, source, written);
    written.set(top, below.length === 0 && joined ? joined.docs : null);
    if (!joined) {
      collectionsReadBy(stage, whole);
      continue;
    }
    if (joined.pipelined) pipelined.add(from);
    narrow(from, joined.docs);
  }
  for (const name of whole) narrowed.delete(name);
  for (const name of pipelined) if ((lookups.get(name) ?? 0) > 1) narrowed.delete(name);
  return narrowed;
}

/** The foreign documents one `$lookup` can join (see `lookupSources`), or null when that is not known. */
function joinedCandidates(
  data: Data,
  db: string,
  spec: Doc,
  source: Doc[],
  written: Map<string, Doc[] | null>,
): { docs: Doc[]; pipelined: boolean } | null {
  const coll = data.collection(db, spec.from as string);
  const match = constantFirstMatch(spec);
  if (match) {
    const [first, ...more] = spec.pipeline as Doc[];
    const nested = new Set<string>();
    collectionsReadBy(more, nested);
    if (nested.size > 0 || !first) return null;
    // Read by an index, several would come in its order, not the collection's: only one (or none) is narrowed.
    const docs = coll ? matching(coll, match, 2, undefined, data) : [];
    return docs.length <= 1 ? { docs, pipelined: true } : null;
  }
  const { localField } = spec;
  if (
    typeof localField !== "string" ||
    spec.foreignField !== "_id" ||
    spec.pipeline !== undefined ||
    spec.let !== undefined ||
    localField.includes("$")
  )
    return null;
  const [top = "", ...below] = localField.split(".");
  let values: unknown[];
  if (written.has(top)) {
    const candidates = written.get(top);
    if (!candidates || below.length === 0) return null;
    values = candidates.map((doc) => getPath(doc, below.join(".")));
    if (!values.every(narrowable)) return null;
    // A document that joined none of them has no value there, which joins a foreign `_id` of null, if any.
    values.push(null);
  } else {
    if (below.length > 0) return null;
    values = source.map((doc) => doc[localField]);
    if (!values.every(narrowable)) return null;
  }
  return { docs: coll ? matching(coll, { _id: { $in: values } }, 0, undefined, data) : [], pipelined: false };
}
