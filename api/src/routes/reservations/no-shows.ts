import { addDays, minutesUntil, wallClockIn } from "contracts/domains/common/dates";
import { NO_SHOW_GRACE_DEFAULT } from "contracts/domains/reservations/settings";
import type { AppContext } from "../../context";
import { recordAuditBy, SYSTEM_ACTOR_EMAIL } from "../../lib/audit";
import { startSweep } from "../../lib/sweep";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type ReservationDoc, versionOf } from "../../repositories/reservation-docs";
import { tellOfStrike } from "./strikes";

/**
 * Automatic no-shows, for the clubs that switch them on: a booking (reserved or paid) none of whose players is
 * checked in by its tee time plus the club's grace becomes `noshow` by itself and gives its places back. Correct on
 * any number of API instances at once: each booking is marked by one conditional write on the version it was read
 * at, so a check-in a moment earlier wins, and only the writer that wins gives the places back and writes the audit
 * line (marked as automatic).
 */

/** What marking needs: the sweep runs outside any request, on the API's repositories, clock and mailer. */
export type NoShowContext = AppContext;

/** How often each instance looks; a no-show is marked at most this long after its grace ran out. */
export const NO_SHOW_SWEEP_INTERVAL_MS = 60_000;

const nobodyCheckedIn = (booking: ReservationDoc) =>
  !(booking.guests ?? []).some((guest) => guest.checkedInAt);

/** Marks one booking a no-show if it is still as read; answers whether this caller's write won. */
export async function markNoShow(
  ctx: NoShowContext,
  club: ClubDoc,
  booking: ReservationDoc,
  graceMinutes: number,
): Promise<boolean> {
  const written = await ctx.repos.atomically(async () => {
    const marked = await ctx.repos.reservations.updateIf(
      booking.clubId,
      booking._id,
      { status: booking.status, version: versionOf(booking) },
      { status: "noshow", noShowAt: ctx.now(), updatedAt: ctx.now() },
    );
    if (!marked) return null;
    await ctx.repos.reservations.release(marked, marked.players);
    await recordAuditBy(
      ctx,
      { accountId: marked._id, email: SYSTEM_ACTOR_EMAIL },
      {
        clubId: marked.clubId,
        action: "update",
        entity: "reservation",
        entityId: marked._id,
        summary: `Reservation ${marked.reference} changed: status ${booking.status} → noshow (automatic: nobody checked in ${graceMinutes} minute(s) after ${marked.date} ${marked.teeTime})`,
      },
    );
    return marked;
  });
  // Only the writer that won tells the golfer, after the commit.
  if (written) await tellOfStrike(ctx, club, written);
  return written !== null;
}

/** One club's due no-shows: yesterday's (a late tee time's grace runs past midnight) and today's, on its clock. */
export async function markClubNoShows(ctx: NoShowContext, club: ClubDoc, graceMinutes: number) {
  const now = ctx.now();
  const today = wallClockIn(club.timeZone, now).date;
  let marked = 0;
  for (const date of [addDays(today, -1), today]) {
    const due = (await ctx.repos.reservations.expectedOn(club._id, date)).filter(
      (booking) =>
        nobodyCheckedIn(booking) &&
        -minutesUntil(club.timeZone, now, booking.date, booking.teeTime) >= graceMinutes,
    );
    for (const booking of due) if (await markNoShow(ctx, club, booking, graceMinutes)) marked++;
  }
  return marked;
}

/** The sweep: every club that switched automatic no-shows on. Answers how many this caller marked. */
export async function markNoShows(ctx: NoShowContext): Promise<number> {
  let marked = 0;
  for (const settings of await ctx.repos.reservationSettings.autoNoShowClubs()) {
    const club = await ctx.repos.clubs.findById(settings._id);
    if (club)
      marked += await markClubNoShows(ctx, club, settings.noShowGraceMinutes ?? NO_SHOW_GRACE_DEFAULT);
  }
  return marked;
}

/** Runs the sweep every `everyMs` until stopped; a run still going when the next is due is not doubled. */
export function startNoShowSweep(
  ctx: NoShowContext,
  log: (line: string) => void,
  everyMs = NO_SHOW_SWEEP_INTERVAL_MS,
): () => void {
  return startSweep("no-shows", () => markNoShows(ctx), log, everyMs);
}
