import { ObjectId } from "bson";
import { badValue } from "../errors";
import { refuseNestedNumericType, typePredicate } from "./bson-type";
import type { Collection } from "./collection";
import { compareValues, keyOf, typeRank } from "./compare";
import { fastFilter } from "./fast-filter";
import type { Bound, FieldBounds, SecondaryIndex } from "./index-model";
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

const isOperatorObject = (v: unknown): v is Doc =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith("$"));

/** What a query reads its candidates with, and how; explain reports exactly this. */
export interface Plan {
  docs: Iterable<Doc>;
  /** True when every candidate is known to match, so the filter need not be evaluated again. */
  exact: boolean;
  /** What is left to check on each candidate: the filter without the conditions the bounds already decide. */
  residual: Doc | undefined;
  /** The index that chose the candidates, if any ("_id_" for the primary key). */
  index?: string;
  /** True when the candidates come in the order of the sort the plan was made for. */
  sorted: boolean;
  /** The access stage as explain reports it: IDHACK, FETCH over an IXSCAN, or COLLSCAN. */
  stage: Doc;
  /** What reading `docs` has examined so far: index keys and documents. */
  examined: { keys: number; docs: number };
}

export interface PlanOptions {
  /** The sort the caller will apply: an index that yields this order is preferred and saves the sort. */
  sort?: Doc;
  /** An index name or key pattern the caller insists on (`{$natural: 1}`: no index). */
  hint?: unknown;
}

const isScalar = (v: unknown) =>
  typeof v === "string" ||
  typeof v === "number" ||
  typeof v === "boolean" ||
  v instanceof Date ||
  v instanceof ObjectId;

/** Documents by id key, counting each one read (an iterator object rather than a generator: this is the hot loop). */
function fetchEach(coll: Collection, ids: Iterable<string>, examined: Plan["examined"]): Iterable<Doc> {
  return {
    [Symbol.iterator](): Iterator<Doc> {
      const it = ids[Symbol.iterator]();
      return {
        next(): IteratorResult<Doc> {
          for (;;) {
            const step = it.next();
            if (step.done) return { done: true, value: undefined };
            examined.docs++;
            const doc = coll.docs.get(step.value);
            if (doc) return { done: false, value: doc };
          }
        },
      };
    },
  };
}

/** Documents as they are, counting each one read. */
function countEach(docs: Iterable<Doc>, examined: Plan["examined"]): Iterable<Doc> {
  return {
    [Symbol.iterator](): Iterator<Doc> {
      const it = docs[Symbol.iterator]();
      return {
        next(): IteratorResult<Doc> {
          const step = it.next();
          if (!step.done) examined.docs++;
          return step;
        },
      };
    },
  };
}

/** The sort as [field, 1 | -1] pairs, or null when there is none or it is not a plain field sort. */
function sortFields(sort: Doc | undefined): [string, number][] | null {
  if (!sort) return null;
  const spec = Object.entries(plain(sort) as Doc);
  if (!spec.length || spec.some(([, d]) => d !== 1 && d !== -1)) return null;
  return spec as [string, number][];
}

/**
 * The literal text every match of an anchored regular expression starts with, or null when the expression is
 * not a prefix search (no `^`, an alternation, or flags that change what `^` means: `i`, `m`, `x`).
 */
export function regexPrefix(source: string, flags: string): string | null {
  if (!source.startsWith("^") || /[imx]/.test(flags) || source.includes("|")) return null;
  let prefix = "";
  let i = 1;
  while (i < source.length) {
    const c = source[i] as string;
    let literal = c;
    let width = 1;
    if (c === "\\") {
      const next = source[i + 1];
      // \d, \w, \b, \1 …: classes, assertions and references, not characters.
      if (next === undefined || /[A-Za-z0-9]/.test(next)) break;
      literal = next;
      width = 2;
    } else if (".*+?()[]{}^$".includes(c)) break;
    const after = source[i + width] ?? "";
    // A character that may be left out or repeated is not part of every match's start.
    if (after !== "" && "*?{".includes(after)) break;
    prefix += literal;
    i += width;
    if (after === "+") break;
  }
  return prefix;
}

/** The smallest string above every string starting with `prefix` (null: none, so no upper bound). */
function prefixEnd(prefix: string): string | null {
  for (let i = prefix.length - 1; i >= 0; i--) {
    const code = prefix.charCodeAt(i);
    if (code < 0xffff) return prefix.slice(0, i) + String.fromCharCode(code + 1);
  }
  return null;
}

/**
 * The keys of one field a condition can match: single values (equality, `$in`), a range (comparisons, an
 * anchored regular expression), or null when the index cannot narrow this condition. On a field holding arrays a
 * range keeps one end only: `{$gte: 1, $lte: 5}` matches `[0, 10]` (one element above 1, another below 5).
 */
function boundsOf(cond: unknown, multikey: boolean): FieldBounds | null {
  const values = equalityValues(cond);
  if (values) {
    const plainValues = values.map(plain);
    if (plainValues.some((v) => v === null || v === undefined || Array.isArray(v) || isPlainObject(v)))
      return null;
    const sorted = [...plainValues].sort(compareValues);
    const unique = sorted.filter((v, i) => i === 0 || compareValues(sorted[i - 1], v) !== 0);
    return { kind: "points", values: unique };
  }
  const regex = cond instanceof RegExp ? cond : null;
  if (regex || (isPlainObject(cond) && "$regex" in cond)) {
    const source = regex ? regex.source : cond && isPlainObject(cond) ? cond.$regex : undefined;
    const flags = regex
      ? regex.flags
      : String((cond as Doc).$options ?? "") +
        ((cond as Doc).$regex instanceof RegExp ? ((cond as Doc).$regex as RegExp).flags : "");
    const text = source instanceof RegExp ? source.source : source;
    if (typeof text !== "string") return null;
    const prefix = regexPrefix(text, flags);
    if (prefix === null) return null;
    const end = prefixEnd(prefix);
    return {
      kind: "range",
      rank: typeRank(""),
      lower: { v: prefix, inclusive: true },
      upper: end === null ? null : { v: end, inclusive: false },
    };
  }
  if (!isOperatorObject(cond)) return null;
  let lower: Bound | null = null;
  let upper: Bound | null = null;
  for (const [op, raw] of Object.entries(cond)) {
    if (op !== "$gt" && op !== "$gte" && op !== "$lt" && op !== "$lte") continue;
    const v = plain(raw);
    if (v === null || v === undefined || isPlainObject(v) || Array.isArray(v) || v instanceof RegExp)
      return null;
    if (op === "$gt" || op === "$gte") {
      const candidate = { v, inclusive: op === "$gte" };
      if (
        !lower ||
        compareValues(v, lower.v) > 0 ||
        (compareValues(v, lower.v) === 0 && !candidate.inclusive)
      )
        lower = candidate;
    } else {
      const candidate = { v, inclusive: op === "$lte" };
      if (
        !upper ||
        compareValues(v, upper.v) < 0 ||
        (compareValues(v, upper.v) === 0 && !candidate.inclusive)
      )
        upper = candidate;
    }
  }
  if (!lower && !upper) return null;
  // Bounds of two types ({$gt: 1, $lt: "a"}) match nothing of either; leave them to the filter.
  if (lower && upper && typeRank(lower.v) !== typeRank(upper.v))
    return { kind: "range", rank: typeRank(lower.v), lower, upper: null };
  if (multikey && lower && upper) upper = null;
  return { kind: "range", rank: typeRank((lower ?? upper)?.v), lower, upper };
}

interface IndexChoice {
  index: SecondaryIndex;
  bounds: FieldBounds[];
  /** How many leading fields the bounds narrow, and how many of them to single values. */
  bounded: number;
  points: number;
  /** 1 or -1: the scan direction that yields the sort; 0 when the index cannot yield it. */
  sortDirection: number;
}

/** The bounds a filter puts on an index's fields, in order, up to the first field it does not narrow to one value. */
function boundsFor(
  index: SecondaryIndex,
  filter: Doc,
): { bounds: FieldBounds[]; bounded: number; points: number } {
  const bounds: FieldBounds[] = [];
  let points = 0;
  for (let i = 0; i < index.fields.length; i++) {
    const field = index.fields[i] as string;
    const b = field in filter ? boundsOf(filter[field], index.multikeyAt(i)) : null;
    if (!b) break;
    bounds.push(b);
    if (b.kind !== "points") break;
    points++;
  }
  const bounded = bounds.length;
  while (bounds.length < index.fields.length) bounds.push({ kind: "all" });
  return { bounds, bounded, points };
}

/**
 * The scan direction in which the index yields documents in `sort` order, or 0. Fields bounded to a single value
 * may be passed over (their order is one value); a sorted field holding arrays cannot give the order.
 */
function sortDirectionOf(index: SecondaryIndex, bounds: FieldBounds[], sort: [string, number][]): number {
  let direction = 0;
  let at = 0;
  for (const [field, dir] of sort) {
    while (at < index.fields.length && index.fields[at] !== field) {
      const b = bounds[at];
      if (b?.kind !== "points" || b.values.length !== 1) return 0;
      at++;
    }
    if (at === index.fields.length || index.multikeyAt(at)) return 0;
    const d = dir * (index.dirs[at] as number);
    if (direction && d !== direction) return 0;
    direction = d;
    at++;
  }
  return direction;
}

/**
 * Picks the index for a filter and sort. Among the complete indexes the filter narrows (or that yield the sort),
 * the one narrowing the most leading fields wins, then one that yields the sort, then the one narrowing more of
 * them to single values, then the shorter key, then the name. A hint picks its index whatever the filter.
 */
function chooseIndex(coll: Collection, filter: Doc, options: PlanOptions): IndexChoice | null {
  const sort = sortFields(options.sort);
  const hinted = hintedIndex(coll, options.hint);
  const candidates = hinted
    ? [hinted]
    : [...coll.indexes.values()].filter((i) => i.complete || coversQuery(i, filter));
  let best: IndexChoice | null = null;
  const score = (c: IndexChoice) => [c.bounded, c.sortDirection ? 1 : 0, c.points, -c.index.fields.length];
  for (const index of candidates) {
    const { bounds, bounded, points } = boundsFor(index, filter);
    const sortDirection = sort ? sortDirectionOf(index, bounds, sort) : 0;
    if (!bounded && !sortDirection && !hinted) continue;
    const choice = { index, bounds, bounded, points, sortDirection };
    if (!best) {
      best = choice;
      continue;
    }
    const a = score(choice);
    const b = score(best);
    const i = a.findIndex((v, k) => v !== b[k]);
    if (i !== -1 ? (a[i] as number) > (b[i] as number) : index.spec.name < best.index.spec.name)
      best = choice;
  }
  return best;
}

/**
 * Whether a partial index holds every document the filter can match: each condition of its
 * `partialFilterExpression` follows from the filter's condition on that field (an equality from the same
 * equality; `$exists: true` from an equality or comparison with a value; `$type: "string"` from an equality to a
 * string). Anything else is not proven, and the index is not used.
 */
function coversQuery(index: SecondaryIndex, filter: Doc): boolean {
  const partial = index.spec.partialFilterExpression;
  if (!partial || index.spec.sparse) return false;
  const implied = (expression: Doc): boolean =>
    Object.entries(plain(expression) as Doc).every(([field, wanted]) => {
      if (field === "$and")
        return Array.isArray(wanted) && wanted.every((part) => isPlainObject(part) && implied(part));
      if (field.startsWith("$") || !(field in filter)) return false;
      const cond = plain(filter[field]);
      const equal = isScalar(cond)
        ? [cond]
        : isOperatorObject(cond) && "$eq" in cond && isScalar(cond.$eq)
          ? [cond.$eq]
          : null;
      if (isScalar(wanted)) return equal !== null && compareValues(equal[0], wanted) === 0;
      if (!isOperatorObject(wanted) || Object.keys(wanted).length !== 1) return false;
      if (wanted.$exists === true)
        return (
          equal !== null ||
          (isOperatorObject(cond) &&
            Object.entries(cond).some(
              ([op, v]) => ["$gt", "$gte", "$lt", "$lte"].includes(op) && isScalar(v),
            ))
        );
      if (wanted.$type === "string" || wanted.$type === 2)
        return equal !== null && typeof equal[0] === "string";
      return false;
    });
  return implied(partial);
}

function hintedIndex(coll: Collection, hint: unknown): SecondaryIndex | null {
  if (hint === undefined || hint === null) return null;
  if (typeof hint === "string") return coll.indexes.get(hint) ?? null;
  if (!isPlainObject(hint)) return null;
  const wanted = Object.entries(plain(hint) as Doc);
  return (
    [...coll.indexes.values()].find((i) => {
      const key = Object.entries(plain(i.spec.key) as Doc);
      return (
        key.length === wanted.length && key.every(([f, d], n) => wanted[n]?.[0] === f && wanted[n]?.[1] === d)
      );
    }) ?? null
  );
}

/** An index bound as explain prints it: `[lo, hi]`, `(` and `)` for an end that is not itself included. */
function showBound(b: FieldBounds, dir: number): string[] {
  const show = (v: unknown): string => {
    if (v instanceof ObjectId) return `ObjectId('${v.toHexString()}')`;
    if (v instanceof Date) return `new Date(${v.getTime()})`;
    return JSON.stringify(v) ?? String(v);
  };
  const interval = (lower: Bound | null, upper: Bound | null, rank: number) => {
    const lo = lower ? show(lower.v) : `MinKey(${rank})`;
    const hi = upper ? show(upper.v) : `MaxKey(${rank})`;
    const [open, close] = [lower && !lower.inclusive ? "(" : "[", upper && !upper.inclusive ? ")" : "]"];
    return dir > 0
      ? `${open}${lo}, ${hi}${close}`
      : `${close === ")" ? "(" : "["}${hi}, ${lo}${open === "(" ? ")" : "]"}`;
  };
  if (b.kind === "all") return [dir > 0 ? "[MinKey, MaxKey]" : "[MaxKey, MinKey]"];
  if (b.kind === "points") {
    const values = dir > 0 ? b.values : [...b.values].reverse();
    return values.map((v) => `[${show(v)}, ${show(v)}]`);
  }
  return [interval(b.lower, b.upper, b.rank)];
}

/**
 * Candidate documents for a filter: by `_id`, through the index `chooseIndex` picks (read within its bounds, in
 * the sort's order when it yields it), or every document. `stage` describes exactly that; nothing else decides
 * how a query reads.
 */
export function plan(coll: Collection, filter: Doc | undefined, options: PlanOptions = {}): Plan {
  const examined = { keys: 0, docs: 0 };
  const nonEmpty = filter && Object.keys(filter).length ? filter : undefined;
  const scanAll = (): Plan => ({
    docs: countEach(coll.docs.values(), examined),
    exact: !nonEmpty,
    residual: nonEmpty,
    sorted: false,
    stage: { stage: "COLLSCAN", ...(nonEmpty ? { filter: nonEmpty } : {}), direction: "forward" },
    examined,
  });
  const natural = isPlainObject(options.hint) && "$natural" in options.hint;
  if (!filter || natural) return scanAll();
  const keys = Object.keys(filter);
  // A lone equality on a scalar _id is answered exactly by the _id map.
  const lone = keys.length === 1 && isScalar(plain(filter[keys[0] as string]));
  const byId = options.hint === undefined ? idCandidates(coll, filter._id) : null;
  if (byId) {
    const docs = countEach(byId, examined);
    const stage = lone
      ? { stage: "IDHACK" }
      : {
          stage: "FETCH",
          filter,
          inputStage: { stage: "IXSCAN", indexName: "_id_", keyPattern: { _id: 1 } },
        };
    const residual = lone ? undefined : filter;
    return { docs, exact: lone, residual, index: "_id_", sorted: byId.length <= 1, stage, examined };
  }
  const choice = chooseIndex(coll, filter, options);
  if (!choice) return scanAll();
  const { index, bounds, sortDirection } = choice;
  const direction: 1 | -1 = sortDirection < 0 ? -1 : 1;
  // The scan counts its keys straight into `examined`.
  const docs = fetchEach(coll, index.scan(bounds, direction, examined), examined);
  const indexBounds: Doc = {};
  index.fields.forEach((f, i) => {
    indexBounds[f] = showBound(bounds[i] as FieldBounds, (index.dirs[i] as number) * direction);
  });
  const rest: Doc = { ...filter };
  index.fields.forEach((f, i) => {
    if (decided(filter[f], bounds[i] as FieldBounds, index.multikeyAt(i))) delete rest[f];
  });
  const residual = Object.keys(rest).length ? rest : undefined;
  return {
    docs,
    exact: !residual,
    residual,
    index: index.spec.name,
    sorted: sortDirection !== 0,
    stage: {
      stage: "FETCH",
      ...(residual ? { filter: residual } : {}),
      inputStage: {
        stage: "IXSCAN",
        keyPattern: index.spec.key,
        indexName: index.spec.name,
        isMultiKey: index.multikey,
        isUnique: Boolean(index.spec.unique),
        direction: direction > 0 ? "forward" : "backward",
        indexBounds,
      },
    },
    examined,
  };
}

/**
 * Whether every key within the bounds matches the condition, so a candidate need not be checked against it: an
 * equality or `$in` of plain values, or comparisons of one type, on a field that holds no arrays. (A regular
 * expression is always checked again; its bounds only hold the strings starting with its prefix.)
 */
function decided(cond: unknown, bounds: FieldBounds, multikey: boolean): boolean {
  if (multikey || bounds.kind === "all" || cond === undefined) return false;
  const value = plain(cond);
  if (bounds.kind === "points") {
    if (isScalar(value)) return true;
    if (!isOperatorObject(value) || Object.keys(value).length !== 1) return false;
    if ("$eq" in value) return isScalar(value.$eq);
    return Array.isArray(value.$in) && value.$in.every(isScalar);
  }
  if (!isOperatorObject(value)) return false;
  const ops = Object.entries(value);
  return (
    ops.every(([op, v]) => ["$gt", "$gte", "$lt", "$lte"].includes(op) && isScalar(v)) &&
    new Set(ops.map(([, v]) => typeRank(v))).size === 1 &&
    (bounds.lower !== null) === ops.some(([op]) => op === "$gt" || op === "$gte") &&
    (bounds.upper !== null) === ops.some(([op]) => op === "$lt" || op === "$lte")
  );
}

export function candidates(coll: Collection, filter: Doc | undefined): Iterable<Doc> {
  return plan(coll, filter).docs;
}

/** Where a command reads documents from: the committed state, or a transaction's snapshot and own writes. */
export interface Reader {
  plan(coll: Collection, filter: Doc | undefined, options?: PlanOptions): Plan;
}

export const committedReader: Reader = { plan };

/** Documents matching the filter, in natural order, stopping after `limit` when it is not 0. */
export function matching(
  coll: Collection | undefined,
  filter: Doc | undefined,
  limit = 0,
  variables?: Variables,
  reader: Reader = committedReader,
  options: PlanOptions = {},
): Doc[] {
  if (!coll) return [];
  const { docs, residual } = reader.plan(coll, filter, options);
  return filterDocs(coll, docs, residual, limit, variables);
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
