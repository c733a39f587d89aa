import {
  addDays,
  daysInRange,
  firstOfMonth,
  isRealDate,
  lastOfMonth,
  monthOf,
  weekdayOf,
} from "contracts/domains/common/dates";
import type { Period } from "contracts/domains/reports/schemas";
import { MAX_RANGE_DAYS } from "contracts/domains/schedules/calendar";

/** The periods the picker offers; `custom` is the user's own from and to. */
export const PRESETS = ["week", "month", "last30", "custom"] as const;
export type Preset = (typeof PRESETS)[number];

/** A preset's dates around the club's today: the week Sunday to Saturday (spec §9), the calendar month, 30 days. */
export function presetPeriod(preset: Exclude<Preset, "custom">, today: string): Period {
  switch (preset) {
    case "week": {
      const from = addDays(today, -weekdayOf(today));
      return { from, to: addDays(from, 6) };
    }
    case "month":
      return { from: firstOfMonth(monthOf(today)), to: lastOfMonth(monthOf(today)) };
    case "last30":
      return { from: addDays(today, -29), to: today };
  }
}

/** Why a custom period cannot be shown, as the code the API would answer (the error catalogue words it). */
export function periodProblem({ from, to }: Period) {
  if (!isRealDate(from)) return { field: "from", code: "schedule_date_invalid" } as const;
  if (!isRealDate(to)) return { field: "to", code: "schedule_date_invalid" } as const;
  const days = daysInRange(from, to);
  if (days < 1) return { field: "to", code: "schedule_dates_invalid" } as const;
  if (days > MAX_RANGE_DAYS) return { field: "to", code: "schedule_range_too_long" } as const;
  return null;
}
