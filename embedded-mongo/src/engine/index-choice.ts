/** Which index a query reads, and within which bounds: the filter's bounds on each index, the sort, a hint. */
import type { Collection } from "./collection";
import { compareValues } from "./compare";
import { boundsOf, isOperatorObject, isScalar } from "./filter-bounds";
import type { FieldBounds } from "./index-bounds";
import type { SecondaryIndex } from "./index-model";
import { type Doc, isPlainObject, plain } from "./values";

export interface PlanOptions {
  /** The sort the caller will apply: an index that yields this order is preferred and saves the sort. */
  sort?: Doc;
  /** An index name or key pattern the caller insists on (`{$natural: 1}`: no index). */
  hint?: unknown;
}

/** The sort as [field, 1 | -1] pairs, or null when there is none or it is not a plain field sort. */
function sortFields(sort: Doc | undefined): [string, number][] | null {
  if (!sort) return null;
  const spec = Object.entries(plain(sort) as Doc);
  if (!spec.length || spec.some(([, d]) => d !== 1 && d !== -1)) return null;
  return spec as [string, number][];
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
export function chooseIndex(coll: Collection, filter: Doc, options: PlanOptions): IndexChoice | null {
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
