/** How a figure moved against the previous period, before it is worded. */
export type Change =
  | { kind: "none" }
  | { kind: "same" }
  | { kind: "up" | "down"; amount: number; unit: "ratio" | "points" };

/** A count or an amount: the change as a share of the previous figure; nothing to compare with when it was 0. */
export function relativeChange(current: number, previous: number): Change {
  if (current === previous) return { kind: "same" };
  if (previous === 0) return { kind: "none" };
  const ratio = (current - previous) / previous;
  return { kind: ratio > 0 ? "up" : "down", amount: Math.abs(ratio), unit: "ratio" };
}

/** A rate: the change in percentage points, rounded to a tenth; none when either period has no rate. */
export function pointsChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { kind: "none" };
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0) return { kind: "same" };
  return { kind: points > 0 ? "up" : "down", amount: Math.abs(points), unit: "points" };
}
