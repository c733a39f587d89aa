import type { AppContext } from "../context";
import { ApiError } from "./api-error";

export interface Limit {
  max: number;
  windowMs: number;
}

const minutes = (n: number) => n * 60_000;

/** Failed sign-ins: per account stops guessing one password, per address stops spraying many accounts. */
export const limits = {
  loginPerAccount: { max: 5, windowMs: minutes(15) },
  loginPerAddress: { max: 30, windowMs: minutes(15) },
  verifyPasswordPerAccount: { max: 5, windowMs: minutes(15) },
  mailPerEmail: { max: 5, windowMs: minutes(60) },
  mailPerAddress: { max: 20, windowMs: minutes(60) },
} satisfies Record<string, Limit>;

/** 429 when any subject has used up its window; Retry-After says when that window ends. */
export async function assertNotThrottled(ctx: AppContext, checks: [subject: string, limit: Limit][]) {
  const now = ctx.now();
  for (const [subject, limit] of checks) {
    if ((await ctx.repos.throttle.count(subject, limit.windowMs, now)) >= limit.max) {
      const retryAfter = Math.ceil((limit.windowMs - (now.getTime() % limit.windowMs)) / 1000);
      throw new ApiError(429, "throttled", undefined, { "Retry-After": String(retryAfter) });
    }
  }
}

export async function recordHits(ctx: AppContext, checks: [subject: string, limit: Limit][]) {
  const now = ctx.now();
  await Promise.all(checks.map(([subject, limit]) => ctx.repos.throttle.hit(subject, limit.windowMs, now)));
}
