import { addDays, instantAt, minutesOfTime, wallClockIn } from "../common/dates";
import { RELEASE_JOIN_MINUTES, type ReleaseRule } from "./schemas";

/**
 * When a club's days open online under its release rule. Without a rule, the day `onlineDaysAhead` after today
 * enters the window at the club's midnight. With one, it opens at the rule's time of today instead: before that
 * time the window ends a day earlier, and that day is the next release.
 */
export interface ReleaseTimes {
  /** The last date open online now. */
  lastOpenDate: string;
  /** The day the next release opens, at `opensAt`; golfers may join it from `joinFrom`. */
  next: { date: string; opensAt: Date; joinFrom: Date } | null;
}

export function releaseTimes(
  timeZone: string,
  now: Date,
  onlineDaysAhead: number,
  rule: Pick<ReleaseRule, "at"> | null,
): ReleaseTimes {
  const { date: today, minutes } = wallClockIn(timeZone, now);
  const last = addDays(today, onlineDaysAhead);
  if (!rule) return { lastOpenDate: last, next: null };
  // Before today's release time the day `onlineDaysAhead` ahead is not open yet; after it, tomorrow's release is next.
  const released = minutes >= minutesOfTime(rule.at);
  const opensOn = released ? addDays(today, 1) : today;
  const opensAt = instantAt(timeZone, opensOn, rule.at);
  return {
    lastOpenDate: released ? last : addDays(last, -1),
    next: {
      date: addDays(opensOn, onlineDaysAhead),
      opensAt,
      joinFrom: new Date(opensAt.getTime() - RELEASE_JOIN_MINUTES * 60_000),
    },
  };
}
