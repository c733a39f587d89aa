import type { AppContext } from "../context";
import { ApiError } from "./api-error";

export interface Limit {
  max: number;
  windowMs: number;
}

const minutes = (n: number) => n * 60_000;

/**
 * Failed sign-ins: per account and address stops one client guessing a password without letting it lock the real
 * owner out from theirs; the per-account ceiling, far higher, stops a guess spread over many addresses; per address
 * stops spraying many accounts. Sign-ups:
 * per address stops mass account creation (an office behind one address still signs up its staff), per email
 * stops probing which addresses are taken and flooding one inbox with verification mails.
 */
export const limits = {
  loginPerAccountAndAddress: { max: 5, windowMs: minutes(15) },
  loginPerAccount: { max: 100, windowMs: minutes(15) },
  loginPerAddress: { max: 30, windowMs: minutes(15) },
  verifyPasswordPerAccount: { max: 5, windowMs: minutes(15) },
  mailPerEmail: { max: 5, windowMs: minutes(60) },
  mailPerAddress: { max: 20, windowMs: minutes(60) },
  signUpPerEmail: { max: 5, windowMs: minutes(60) },
  signUpPerAddress: { max: 20, windowMs: minutes(60) },
} satisfies Record<string, Limit>;

export type Check = [subject: string, limit: Limit];

/**
 * Takes one attempt from each subject's window before any work is done, and answers the counter keys in the order
 * of `checks`. When any window is used up, nothing was tried, so every slot is given back and the answer is 429
 * with Retry-After. The caller gives a slot back (or forgets the window) once it knows the attempt did not count.
 */
export async function takeAttempt<T extends Check[]>(
  ctx: AppContext,
  checks: [...T],
): Promise<{ [K in keyof T]: string }> {
  const now = ctx.now();
  const taken = await Promise.all(
    checks.map(async ([subject, limit]) => ({
      limit,
      ...(await ctx.repos.throttle.take(subject, limit.windowMs, now)),
    })),
  );
  const over = taken.filter(({ count, limit }) => count > limit.max);
  if (over.length > 0) {
    await giveBack(
      ctx,
      taken.map(({ key }) => key),
    );
    throw throttled(
      over.map(({ limit }) => limit),
      now,
    );
  }
  return taken.map(({ key }) => key) as { [K in keyof T]: string };
}

/** 429 with Retry-After: the end of the latest window among the used-up ones. */
export function throttled(over: Limit[], now: Date) {
  const retryAfter = Math.max(
    ...over.map((limit) => Math.ceil((limit.windowMs - (now.getTime() % limit.windowMs)) / 1000)),
  );
  return new ApiError(429, "throttled", undefined, { "Retry-After": String(retryAfter) });
}

export async function giveBack(ctx: AppContext, keys: string[]) {
  await Promise.all(keys.map((key) => ctx.repos.throttle.giveBack(key)));
}
