import type { MessageLanguage } from "contracts/errors/messages";
import type { AppContext } from "../../context";
import { ApiError } from "../../lib/api-error";
import { newToken, tokenDigest } from "../../lib/tokens";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ReleaseDoc } from "../../repositories/releases-repository";
import type { ReservationDoc } from "../../repositories/reservation-docs";
import { type BookingAudit, bookSlot } from "../reservations/booking";
import { saleSlot } from "../reservations/sale";
import { advanceLine } from "./line";

/** The release serving a club's date now, if one is: only the golfer whose turn it is may book that date online. */
export async function servingRelease(
  ctx: AppContext,
  club: ClubDoc,
  date: string,
): Promise<ReleaseDoc | null> {
  const release = await ctx.repos.releases.findRelease(club._id, date);
  return release?.state === "drawn" ? release : null;
}

type TurnBookingInput = Parameters<typeof bookSlot>[2];

/**
 * A booking in a golfer's turn. In one transaction: the turn's conditional count against the caps, the booking (the
 * same conditional write on the tee time as every booking, so never a place someone else holds) and its
 * confirmation. The address was verified by the mailed code, so the booking is confirmed at once and needs no link.
 * A booking that reaches a cap ends the turn, and the next golfer in line gets one.
 */
export async function bookInTurn(
  ctx: AppContext,
  club: ClubDoc,
  release: ReleaseDoc,
  releaseToken: string | undefined,
  input: TurnBookingInput,
  language: MessageLanguage,
): Promise<ReservationDoc> {
  const entry = releaseToken ? await ctx.repos.releases.findEntryByToken(tokenDigest(releaseToken)) : null;
  if (!entry?.releaseId.equals(release._id)) throw new ApiError(409, "release_turn_required");
  const now = ctx.now();
  const caps = { maxBookings: release.maxBookings, maxPlayers: release.maxPlayers };
  const token = newToken();
  const hold = { expiresAt: new Date(now.getTime() + 60_000), tokenDigest: tokenDigest(token), language };
  const audit: BookingAudit = {
    actor: { accountId: null, email: entry.email },
    summary: (doc) =>
      `Reservation ${doc.reference} booked online in the release of ${release.date}, in the turn of number ${entry.position}: ${doc.date} ${doc.teeTime}, ${doc.players} player(s), ${doc.name}`,
  };
  // The tee time's counter is made outside the transaction, as every booking makes it: one made inside would not
  // be seen by the transaction's snapshot.
  const { key } = await saleSlot(ctx, club, input, "online");
  await ctx.repos.reservations.ensureCounter(key);
  const { taken, confirmed } = await ctx.repos.atomically(async () => {
    const counted = await ctx.repos.releases.takeFromTurn(entry._id, input.players, caps, now);
    if (!counted) {
      const capped = entry.bookings >= caps.maxBookings || entry.players + input.players > caps.maxPlayers;
      throw new ApiError(
        409,
        capped && entry.state === "turn" ? "release_cap_reached" : "release_turn_required",
      );
    }
    const { doc } = await bookSlot(
      ctx,
      club,
      { ...input, email: entry.email },
      "online",
      audit,
      undefined,
      hold,
    );
    const done = await ctx.repos.reservations.confirmHold(hold.tokenDigest, now);
    return { taken: counted, confirmed: done ?? doc };
  });
  if (taken.bookings >= caps.maxBookings || taken.players >= caps.maxPlayers) {
    const done = await ctx.repos.releases.moveEntry(
      taken._id,
      { state: "turn" },
      { state: "done", turnEndsAt: null },
      ctx.now(),
    );
    if (done) await advanceLine(ctx, release._id).catch(() => null);
  }
  return confirmed;
}
