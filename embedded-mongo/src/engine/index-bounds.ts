/**
 * What an index scan reads, field by field: the bounds a query puts on each field, and the runs of a compound
 * index's ordered entries that lie within them.
 */
import { compareValues, typeRank } from "./compare";
import type { Entry } from "./index-keys";

/** One bound of a range: the value and whether it is itself inside. */
export interface Bound {
  v: unknown;
  inclusive: boolean;
}

/**
 * What an index scan reads of one field: every key, some single values (ascending, no two equal), or one range of
 * values of one BSON type (`rank`, see `typeRank`) with an optional end on either side.
 */
export type FieldBounds =
  | { kind: "all" }
  | { kind: "points"; values: unknown[] }
  | { kind: "range"; rank: number; lower: Bound | null; upper: Bound | null };

/** A stretch of a group's ordered entries a scan reads whole: [lo, hi). */
export interface Run {
  entries: Entry[];
  lo: number;
  hi: number;
}

/** Ranges of one interval per field kind: a single value is the range from it to itself. */
export type Interval = { rank: number; lower: Bound | null; upper: Bound | null };

const pointInterval = (v: unknown): Interval => ({
  rank: typeRank(v),
  lower: { v, inclusive: true },
  upper: { v, inclusive: true },
});

/** Whether `v` lies at or past the interval's start, in the order of a field sorted in `dir`. */
export function pastStart(v: unknown, i: Interval, dir: number): boolean {
  const rank = typeRank(v);
  const start = dir > 0 ? i.lower : i.upper;
  if (rank !== i.rank) return dir > 0 ? rank > i.rank : rank < i.rank;
  if (!start) return true;
  const c = compareValues(v, start.v) * dir;
  return start.inclusive ? c >= 0 : c > 0;
}

/** Whether `v` lies past the interval's end, in the order of a field sorted in `dir`. */
export function pastEnd(v: unknown, i: Interval, dir: number): boolean {
  const rank = typeRank(v);
  const end = dir > 0 ? i.upper : i.lower;
  if (rank !== i.rank) return dir > 0 ? rank > i.rank : rank < i.rank;
  if (!end) return false;
  const c = compareValues(v, end.v) * dir;
  return end.inclusive ? c > 0 : c >= 0;
}

/** The first position in [lo, hi) at which `past` holds (it holds from some position on). */
function firstWhere(entries: Entry[], lo: number, hi: number, past: (e: Entry) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (past(entries[mid] as Entry)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The runs of entries[lo, hi) (equal on the fields before `at`) within the bounds of the fields from `at`, in the
 * order a scan in `direction` reads them (`dirs`: the index's order per field, as its key pattern declares it).
 */
export function runsOf(
  dirs: number[],
  entries: Entry[],
  lo: number,
  hi: number,
  bounds: FieldBounds[],
  at: number,
  direction: 1 | -1,
  out: Run[],
): void {
  const b = bounds[at];
  if (!b || b.kind === "all") {
    if (lo < hi) out.push({ entries, lo, hi });
    return;
  }
  const dir = dirs[at + 1] as number;
  let intervals = b.kind === "points" ? b.values.map(pointInterval) : [b];
  if (dir < 0) intervals = [...intervals].reverse();
  if (direction < 0) intervals.reverse();
  for (const interval of intervals) {
    const s = firstWhere(entries, lo, hi, (e) => pastStart(e.k[at], interval, dir));
    const t = firstWhere(entries, s, hi, (e) => pastEnd(e.k[at], interval, dir));
    if (b.kind === "points") runsOf(dirs, entries, s, t, bounds, at + 1, direction, out);
    else if (s < t) out.push({ entries, lo: s, hi: t });
  }
}
