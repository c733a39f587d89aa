/**
 * Query planning: how a query reads its candidates (by `_id`, through the index chosen for it, or every
 * document), what is left to check on each, and the stage explain reports for it.
 */
import { ObjectId } from "bson";
import type { Collection } from "./collection";
import { keyOf } from "./compare";
import { filterDocs } from "./filter";
import { decided, equalityValues, isScalar } from "./filter-bounds";
import type { Bound, FieldBounds } from "./index-bounds";
import { chooseIndex, type PlanOptions } from "./index-choice";
import { type Doc, isPlainObject, plain, type Variables } from "./values";

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
