import type { AppContext } from "../../context";
import { recordAuditBy, SYSTEM_ACTOR_EMAIL } from "../../lib/audit";
import { startSweep } from "../../lib/sweep";
import type { ReservationDoc, SlotKey } from "../../repositories/reservation-docs";

/**
 * Online holds that expire, correct on any number of API instances at once. A hold is a `pending` online booking
 * whose places stay taken on the tee time's counter until `holdExpiresAt`. Nothing in process memory decides when
 * one ends: whoever notices a due hold (a booking refused for want of places, or the periodic sweep on any
 * instance) expires it with one conditional write (still pending and due → cancelled); only the writer that wins
 * gives the places back and writes the audit line, so places are never given back twice. Until then, reads (the
 * tee sheet, availability, stats) count a due hold's places as free.
 */

/** What expiring holds needs: the sweep runs outside any request, on the API's repositories and clock. */
export type HoldContext = Pick<AppContext, "repos" | "now">;

/** How often each instance sweeps; a hold lasts at least five minutes, so it outlives its time by at most this. */
export const HOLD_SWEEP_INTERVAL_MS = 30_000;
const SWEEP_BATCH = 200;
const SWEEP_BATCHES_PER_RUN = 50;

/** A due pending hold (its time is up and nobody has confirmed it), as read at `now`. */
export const isDueHold = (doc: Pick<ReservationDoc, "status" | "holdExpiresAt">, now: Date) =>
  doc.status === "pending" && doc.holdExpiresAt instanceof Date && doc.holdExpiresAt <= now;

/**
 * Expires one hold if it is still due; answers whether this caller's write won. The status, the places given back
 * and the audit line commit together (joining the caller's transaction when a booking expires holds to make room).
 */
export function expireHold(ctx: HoldContext, hold: ReservationDoc): Promise<boolean> {
  return ctx.repos.atomically(async () => {
    const now = ctx.now();
    const expired = await ctx.repos.reservations.expireHold(hold._id, now);
    if (!expired) return false;
    // The document as written, so the places go back to the tee time the hold was on at that moment.
    await ctx.repos.reservations.release(expired, expired.players);
    await recordAuditBy(
      ctx,
      { accountId: expired._id, email: SYSTEM_ACTOR_EMAIL },
      {
        clubId: expired.clubId,
        action: "update",
        entity: "reservation",
        entityId: expired._id,
        summary: `Reservation ${expired.reference}: hold expired (${expired.date} ${expired.teeTime}, ${expired.players} player(s), ${expired.name})`,
      },
    );
    return true;
  });
}

/** Expires the due holds of one tee time; answers how many this caller expired. */
async function expireSlotHolds(ctx: HoldContext, slot: SlotKey): Promise<number> {
  const due = await ctx.repos.reservations.dueHolds(ctx.now(), SWEEP_BATCH, slot);
  let expired = 0;
  for (const hold of due) if (await expireHold(ctx, hold)) expired++;
  return expired;
}

/**
 * Takes places on a tee time (the counter's conditional write; its counter must exist: `ensureCounter` before the
 * caller's transaction). When it is refused, the time may be full only of
 * holds already due: those are expired first and the take is tried once more. Another instance may have expired
 * them in between, which frees the places just the same, so the second try does not depend on this caller's wins.
 */
export async function takePlaces(ctx: HoldContext, slot: SlotKey, players: number): Promise<boolean> {
  if (await ctx.repos.reservations.take(slot, players)) return true;
  await expireSlotHolds(ctx, slot);
  return ctx.repos.reservations.take(slot, players);
}

/**
 * The sweep: expires every due hold of every club. Safe to run on every instance at the same moment, since each
 * hold is expired by its own conditional write. Answers how many this caller expired.
 */
export async function expireHolds(ctx: HoldContext): Promise<number> {
  let expired = 0;
  // A bound on one run, so a flood of holds is worked off over a few runs instead of one endless one.
  for (let batch = 0; batch < SWEEP_BATCHES_PER_RUN; batch++) {
    const due = await ctx.repos.reservations.dueHolds(ctx.now(), SWEEP_BATCH);
    for (const hold of due) if (await expireHold(ctx, hold)) expired++;
    if (due.length < SWEEP_BATCH) break;
  }
  return expired;
}

/**
 * Runs the sweep every `everyMs` until stopped. The timer does not keep the process alive, and a sweep still
 * running when the next is due is not started twice by this instance.
 */
export function startHoldSweep(
  ctx: HoldContext,
  log: (line: string) => void,
  everyMs = HOLD_SWEEP_INTERVAL_MS,
): () => void {
  return startSweep("holds", () => expireHolds(ctx), log, everyMs);
}
