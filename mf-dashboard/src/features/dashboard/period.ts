import { addDays, firstOfMonth, lastOfMonth, monthOf, weekdayOf } from "contracts/domains/common/dates";
import type { Period } from "contracts/domains/reports/schemas";

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
