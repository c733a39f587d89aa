import type { AppContext } from "../context";
import type { ThrottleRepository } from "../repositories/throttle-repository";
import { type Limit, throttled } from "./throttle";

/**
 * A throttle for a busy public read (online availability) that does not write on every call. Counting each call
 * with its own write, as `takeAttempt` does, turns every anonymous page view into a write on the primary, and
 * every refused one into two (the attempt and its give-back): the throttle itself becomes what a flood uses.
 *
 * Instead an instance takes attempts from the shared window counter in leases of `leaseSize` with one `$inc`,
 * and spends them locally. The shared limit still holds across instances, never looser: an attempt is only
 * allowed once counted in MongoDB. It is at most `leaseSize - 1` per instance stricter at a window's end (leased
 * attempts left unused). Once a lease comes back short the window is used up for everyone, and this instance
 * refuses that subject until the window ends without writing again.
 */
interface Lease {
  window: number;
  left: number;
  usedUp: boolean;
  taking?: Promise<void>;
}

/** Per repository (one per app and database), so two apps on two databases never share a lease. */
const leasesByRepository = new WeakMap<ThrottleRepository, Map<string, Lease>>();
/** Past this many subjects the leases are forgotten: that only costs writes, never lets an attempt through. */
const maxSubjects = 10_000;

function leasesOf(repository: ThrottleRepository) {
  let leases = leasesByRepository.get(repository);
  if (!leases) {
    leases = new Map();
    leasesByRepository.set(repository, leases);
  }
  return leases;
}

export async function takeLeasedAttempt(ctx: AppContext, subject: string, limit: Limit, leaseSize = 10) {
  const now = ctx.now();
  const window = Math.floor(now.getTime() / limit.windowMs);
  const leases = leasesOf(ctx.repos.throttle);
  for (;;) {
    let lease = leases.get(subject);
    if (!lease || lease.window !== window) {
      if (leases.size >= maxSubjects) leases.clear();
      lease = { window, left: 0, usedUp: false };
      leases.set(subject, lease);
    }
    if (lease.left > 0) {
      lease.left--;
      return;
    }
    if (lease.usedUp) throw throttled([limit], now);
    // One lease at a time per subject: concurrent calls wait for it instead of each taking their own.
    if (!lease.taking) {
      const taking = lease;
      taking.taking = ctx.repos.throttle
        .take(subject, limit.windowMs, now, leaseSize)
        .then(({ count }) => {
          const granted = Math.max(0, Math.min(leaseSize, limit.max - (count - leaseSize)));
          taking.left += granted;
          taking.usedUp = granted < leaseSize;
        })
        .finally(() => {
          taking.taking = undefined;
        });
    }
    await lease.taking;
  }
}
