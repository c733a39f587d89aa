import type { AuditAction } from "contracts/domains/audit/schemas";
import { bookingPriceCents, partyChangeTotalCents } from "contracts/domains/pricing/booking";
import {
  canMove,
  golferCanMove,
  holdsPlaces,
  type ReservationStatus,
} from "contracts/domains/reservations/rules";
import { saleOf } from "contracts/domains/reservations/sale";
import type { Reservation, ReservationMove, ReservationPatch } from "contracts/domains/reservations/schemas";
import { smallestParty } from "contracts/domains/reservations/tee-times";
import type { MessageLanguage } from "contracts/errors/messages";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError, invalidField } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import { crashPoint } from "../../lib/transaction";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type ReservationDoc, versionOf } from "../../repositories/reservation-docs";
import { StatusConflict, slotFull, tierOfCustomer } from "./booking";
import { changedSince } from "./desk";
import { mailGolfer } from "./golfer-mail";
import { storedGuests } from "./guests";
import { takePlaces } from "./holds";
import { checkNoShowUndo, statusAfterUndo } from "./no-show-rules";
import { saleSlot, schedulesOf } from "./sale";
import { reservationSettingsOf } from "./settings";
import { tellOfStrike } from "./strikes";
import { found, oneReservation } from "./views";

/** Changes to a booking (details, party size, status, tee time), each conditional on the booking as it was read. */
/**
 * The booking as a change read it: its slot, party and status, all of which the write must still find, and its
 * version when the caller named the one it decided on.
 */
const asRead = (doc: ReservationDoc, versioned: boolean) => ({
  status: doc.status,
  date: doc.date,
  courseId: doc.courseId,
  teeTime: doc.teeTime,
  players: doc.players,
  ...(versioned ? { version: versionOf(doc) } : {}),
});

/**
 * A change that names a version is refused at once when the booking is no longer at it (409 reservation_changed
 * with the booking as it is now).
 */
async function checkVersion(ctx: AppContext, club: ClubDoc, current: ReservationDoc, version?: number) {
  if (version !== undefined && versionOf(current) !== version)
    throw await changedSince(ctx, club, current._id);
}

/**
 * Why a conditional write found the booking changed since it was read: a caller that named a version, or one whose
 * booking has another party size or tee time now, is told to look again (with the booking as it is now); a new
 * status the change is not allowed from names it.
 */
async function changedMeanwhile(
  ctx: AppContext,
  club: ClubDoc,
  read: ReservationDoc,
  versioned: boolean,
): Promise<ApiError> {
  const now = await found(ctx, club, read._id.toHexString());
  return now.status !== read.status && !versioned
    ? new StatusConflict(now.status)
    : changedSince(ctx, club, read._id);
}

/** Statuses the desk's cancellation puts a booking in; entering one mails the golfer. */
const CANCELLING = ["cancelPending", "cancelled"];

/** Records a change's audit line, once written, given its action and what changed ("status a → b; …"). */
export type ChangeRecorder = (action: AuditAction, changed: string) => Promise<void>;

/**
 * Details, party size and status. The change is written only if the booking still has the status, tee time and
 * party it was decided from, so it never lands on top of a move or another change read at the same moment (409);
 * a change into cancelled, noshow or deleted gives the players' places back, once. More players take their
 * places on the tee time first, by the same conditional write as a booking (refused when full); fewer give theirs
 * back once written. The price follows the party size.
 */
export async function patchReservation(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  rawId: string,
  patch: ReservationPatch,
  language: MessageLanguage = "en",
): Promise<Reservation> {
  const current = await found(ctx, club, rawId);
  const audit = auditedWrites({ ctx, auth, clubId: club._id, entity: "reservation" });
  const updated = await applyChange(ctx, club, current, patch, canMove, (action, changed) =>
    audit.record(action, current._id, `Reservation ${current.reference} changed: ${changed || "nothing"}`),
  );
  const answer = await oneReservation(ctx, club, updated);
  if (updated.status === "noshow" && current.status !== "noshow") await tellOfStrike(ctx, club, updated);
  if (CANCELLING.includes(updated.status) && !CANCELLING.includes(current.status)) {
    await mailGolfer(ctx, club, answer, "cancelled", language);
  } else if (current.status === "cancelPending" && updated.status === "cancelled" && current.cancelRequest) {
    // The club settles the golfer's own late cancellation: told in the language they asked in. A cancellation the
    // desk began was mailed when it began.
    await mailGolfer(ctx, club, answer, "cancelConfirmed", current.cancelRequest.language);
  }
  return answer;
}

/**
 * The golfer's own cancellation from their mailed link (`golferCanMove` decides what they may do): the same
 * change path as the desk's, so the places go back once, the version rises and the audit line commits with it,
 * written only on the version the golfer's request read. A late one (cancel pending) keeps the request's language
 * with it, so the club's answer reaches the golfer in it.
 */
export function cancelAsGolfer(
  ctx: AppContext,
  club: ClubDoc,
  current: ReservationDoc,
  status: "cancelled" | "cancelPending",
  language: MessageLanguage,
  record: ChangeRecorder,
): Promise<ReservationDoc> {
  const request = status === "cancelPending" ? { cancelRequest: { at: ctx.now(), language } } : {};
  const patch = { status, version: versionOf(current) };
  return applyChange(ctx, club, current, patch, golferCanMove, record, request);
}

/**
 * Writes a change of `patch` (and `alsoSet`, fields no patch names) to the booking as read, if `mayMove` lets its
 * status move; answers it as written.
 */
async function applyChange(
  ctx: AppContext,
  club: ClubDoc,
  current: ReservationDoc,
  patch: ReservationPatch,
  mayMove: (from: ReservationStatus, to: ReservationStatus) => boolean,
  record: ChangeRecorder,
  alsoSet: Pick<ReservationDoc, "cancelRequest"> = {},
): Promise<ReservationDoc> {
  const { status, players, version, ...details } = patch;
  await checkVersion(ctx, club, current, version);
  const versioned = version !== undefined;
  if (status !== undefined && status !== current.status && !mayMove(current.status, status)) {
    throw new StatusConflict(current.status);
  }
  // A no-show undone takes its places back: only on or before its play day, paid again if its payments cover it.
  const undoing = current.status === "noshow" && status !== undefined && holdsPlaces(status);
  if (undoing) checkNoShowUndo(ctx, club, current);
  const next = undoing ? statusAfterUndo(current, status) : (status ?? current.status);
  const party = players !== undefined && players !== current.players ? players : null;
  const holdsAfter = holdsPlaces(next);
  const partySet = party === null ? {} : await partyChange(ctx, club, current, party, holdsAfter);
  const took = undoing
    ? current.players
    : party !== null && holdsAfter
      ? Math.max(0, party - current.players)
      : 0;
  // A hold the club confirms or cancels is no longer a hold: it neither expires nor shows an expiry.
  const holdEnds = current.status === "pending" && next !== "pending" && current.holdExpiresAt;
  const changed = [
    status !== undefined && status !== current.status && `status ${current.status} → ${next}`,
    party !== null && `players ${current.players} → ${party}`,
    Object.keys(details).length > 0 && `details (${Object.keys(details).join(", ")})`,
  ]
    .filter(Boolean)
    .join("; ");
  // Places taken or given back, the booking and its audit line commit together, or none of them does.
  return ctx.repos.atomically(async () => {
    if (took > 0 && !(await takePlaces(ctx, current, took)))
      throw undoing ? new ApiError(409, "noshow_places_taken") : slotFull();
    const written = await ctx.repos.reservations.updateIf(club._id, current._id, asRead(current, versioned), {
      ...details,
      ...partySet,
      status: next,
      ...(holdEnds ? { holdExpiresAt: null } : {}),
      ...(next === "noshow" && current.status !== "noshow" ? { noShowAt: ctx.now() } : {}),
      ...alsoSet,
      updatedAt: ctx.now(),
    });
    if (!written) throw await changedMeanwhile(ctx, club, current, versioned);
    if (holdsPlaces(current.status) && !holdsAfter) {
      await ctx.repos.reservations.release(written, current.players);
    } else if (holdsAfter && party !== null && party < current.players) {
      await ctx.repos.reservations.release(written, current.players - party);
    }
    crashPoint("change:reservation-written");
    await record(next === "deleted" && current.status !== "deleted" ? "delete" : "update", changed);
    return written;
  });
}

/**
 * What a new party size writes: the players and the price at the tee time's price today with the customer's tier.
 * A party may only change while it holds places, and only grow on a time still for sale; a time no longer for
 * sale keeps the price per player the reservation was booked at.
 */
async function partyChange(
  ctx: AppContext,
  club: ClubDoc,
  current: ReservationDoc,
  players: number,
  holdsAfter: boolean,
): Promise<Pick<ReservationDoc, "players" | "totalPriceCents" | "guests">> {
  if (!holdsPlaces(current.status) || !holdsAfter) throw new StatusConflict(current.status);
  if (players < smallestParty(club)) {
    throw invalidField("players", "reservation_players_invalid");
  }
  const [schedules, settings, tier] = await Promise.all([
    schedulesOf(ctx, club),
    reservationSettingsOf(ctx, club),
    tierOfCustomer(ctx, club, current.customerId),
  ]);
  const perPlayer = saleOf(club, schedules, current.date, current.teeTime, settings).pricePerPlayerCents;
  const totalPriceCents = partyChangeTotalCents(current, players, perPlayer, tier);
  if (totalPriceCents === null) throw new ApiError(409, "tee_time_not_for_sale");
  return { players, totalPriceCents, ...(current.guests ? { guests: storedGuests(current, players) } : {}) };
}

/**
 * Moves the players to another tee time: the new places taken, the booking moved and the old places given back in
 * one transaction.
 * Written only if the booking still has the status, tee time and party it was read with (409 otherwise).
 */
export async function moveReservation(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  rawId: string,
  move: ReservationMove,
  language: MessageLanguage = "en",
): Promise<Reservation> {
  const current = await found(ctx, club, rawId);
  await checkVersion(ctx, club, current, move.version);
  const versioned = move.version !== undefined;
  if (!holdsPlaces(current.status)) throw new StatusConflict(current.status);
  const { key, pricePerPlayerCents: perPlayer } = await saleSlot(ctx, club, move, "offline");
  const same =
    key.date === current.date && key.courseId.equals(current.courseId) && key.teeTime === current.teeTime;
  if (same) return oneReservation(ctx, club, current);
  const tier = await tierOfCustomer(ctx, club, current.customerId);
  const price = bookingPriceCents({ pricePerPlayerCents: perPlayer, players: current.players, tier });
  await ctx.repos.reservations.ensureCounter(key);
  // The new places, the booking on its new time, the old places given back and the audit line: one transaction.
  const updated = await ctx.repos.atomically(async () => {
    if (!(await takePlaces(ctx, key, current.players))) throw slotFull();
    const written = await ctx.repos.reservations.updateIf(club._id, current._id, asRead(current, versioned), {
      date: key.date,
      courseId: key.courseId,
      teeTime: key.teeTime,
      totalPriceCents: price.totalCents,
      updatedAt: ctx.now(),
    });
    if (!written) throw await changedMeanwhile(ctx, club, current, versioned);
    await ctx.repos.reservations.release(current, current.players);
    crashPoint("move:places-moved");
    await auditedWrites({ ctx, auth, clubId: club._id, entity: "reservation" }).record(
      "update",
      current._id,
      `Reservation ${current.reference} moved from ${current.date} ${current.teeTime} to ${key.date} ${key.teeTime}`,
    );
    return written;
  });
  const answer = await oneReservation(ctx, club, updated);
  await mailGolfer(ctx, club, answer, "moved", language);
  return answer;
}
