import { createHash } from "node:crypto";
import { bookingPriceCents, type TierDiscount, tierDiscountOf } from "contracts/domains/pricing/booking";
import { reservationStatusLabels } from "contracts/domains/reservations/labels";
import type { ReservationStatus, ReservationType } from "contracts/domains/reservations/rules";
import type { Reservation, reservationInputSchema } from "contracts/domains/reservations/schemas";
import { smallestParty } from "contracts/domains/reservations/tee-times";
import type { MessageLanguage } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { z } from "zod";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError, invalidField } from "../../lib/api-error";
import { recordAuditBy } from "../../lib/audit";
import { crashPoint } from "../../lib/transaction";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { isDuplicateKey } from "../../repositories/common";
import type { ReservationDoc } from "../../repositories/reservation-docs";
import { takePlaces } from "./holds";
import { newReference } from "./references";
import { saleSlot } from "./sale";
import { oneReservation } from "./views";

/** Booking commands: a booking takes its places on the tee time with one conditional write, then is recorded. */
/** Refused because the reservation is in `current`, from which the change is not allowed; the answer names it. */
export class StatusConflict extends ApiError {
  constructor(readonly current: ReservationStatus) {
    // The status as the screens name it, in the request's language, never the code.
    super(
      409,
      "reservation_status_conflict",
      undefined,
      undefined,
      undefined,
      (language) => reservationStatusLabels[language][current],
    );
  }
}

export const slotFull = () => new ApiError(409, "slot_full");

/** Someone changed the booking since the caller read it: nothing was written; the answer carries it as it is now. */
export const reservationChanged = (reservation: Reservation) =>
  new ApiError(409, "reservation_changed", undefined, undefined, undefined, undefined, { reservation });

/**
 * A customer's membership tier as the booking price function reads it (a disabled tier gives no discount). A
 * booking without a customer, or with a customer or tier the club does not know, is priced without one.
 */
export async function tierOfCustomer(
  ctx: AppContext,
  club: ClubDoc,
  customerId: ObjectId | null,
): Promise<TierDiscount | null> {
  if (!customerId) return null;
  const customer = await ctx.repos.customers.findInClub(club._id, customerId);
  const tier = customer && (await ctx.repos.membershipTiers.findInClub(club._id, customer.tierId));
  return tier ? tierDiscountOf(tier) : null;
}

export type ReservationInputParsed = z.output<typeof reservationInputSchema>;
type BookingInput = ReservationInputParsed & { email?: string | null };

export interface Booked {
  doc: ReservationDoc;
  /** true: the answer to a retry, the booking its `Idempotency-Key` first made; nothing new was written. */
  replayed: boolean;
}

/** What a booking asked for, as a digest: a retry must ask the same to be answered with the first booking. */
const requestDigest = (input: BookingInput, type: ReservationType) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        type,
        input.date,
        input.courseId,
        input.teeTime,
        input.players,
        input.name,
        input.phoneCode,
        input.phoneNumber,
        input.email ?? null,
        input.cart,
        input.caddie,
        input.memo,
        input.customerId ?? null,
      ]),
    )
    .digest("base64url");

/** The booking a key first made, if it asked for the same; a key reused for another booking is refused. */
function replayOf(stored: ReservationDoc, digest: string): Booked {
  if (stored.idempotencyRequest !== digest) throw new ApiError(409, "idempotency_key_reused");
  return { doc: stored, replayed: true };
}

/**
 * A request with the same key that took the last places a moment ago may not have written its booking yet: look
 * for it a few times before telling this one the time is full (at most about a fifth of a second).
 */
async function twinOf(ctx: AppContext, clubId: ObjectId, idempotencyKey: string) {
  for (let attempt = 0; ; attempt++) {
    const twin = await ctx.repos.reservations.findByIdempotencyKey(clubId, idempotencyKey);
    if (twin || attempt === 8) return twin;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The audit line a booking writes with itself, in its transaction: who booked, and what the line says. */
export interface BookingAudit {
  actor: { accountId: ObjectId | null; email: string };
  summary: (doc: ReservationDoc) => string;
}

/**
 * Books places. In one transaction: the conditional write on the tee time's counter (refused when full), the
 * reservation and its audit line, so a process that dies between the steps leaves no place taken by no one.
 * With an `Idempotency-Key`, a booking the key already made is answered instead (checked first for a retry, and
 * by the unique index when two requests with the key race: the loser's transaction takes nothing).
 */
export async function bookSlot(
  ctx: AppContext,
  club: ClubDoc,
  input: BookingInput,
  type: ReservationType,
  audit: BookingAudit,
  idempotencyKey?: string,
  /**
   * An online hold: its end and the digest of the mailed link's token. `saleChannel` "offline" lets the desk hold a
   * time kept for the desk too (a waitlist offer made by hand); by default the time must be sold as `type` is.
   */
  hold?: { expiresAt: Date; tokenDigest: string; saleChannel?: ReservationType; language?: MessageLanguage },
): Promise<Booked> {
  const digest = requestDigest(input, type);
  if (idempotencyKey) {
    const stored = await ctx.repos.reservations.findByIdempotencyKey(club._id, idempotencyKey);
    if (stored) return replayOf(stored, digest);
  }
  if (input.players < smallestParty(club)) {
    throw invalidField("players", "reservation_players_invalid");
  }
  const { key, pricePerPlayerCents: perPlayer } = await saleSlot(ctx, club, input, hold?.saleChannel ?? type);
  const customerId = input.customerId ? new ObjectId(input.customerId) : null;
  // A customer of another club, or one since deleted, would book at full price under a name nobody knows.
  if (customerId && !(await ctx.repos.customers.findInClub(club._id, customerId))) {
    throw invalidField("customerId", "reservation_customer_unknown");
  }
  const tier = await tierOfCustomer(ctx, club, customerId);
  const price = bookingPriceCents({ pricePerPlayerCents: perPlayer, players: input.players, tier });
  const now = ctx.now();
  const doc: ReservationDoc = {
    _id: new ObjectId(),
    ...key,
    reference: newReference(),
    name: input.name,
    phoneCode: input.phoneCode,
    phoneNumber: input.phoneNumber,
    email: input.email ?? null,
    players: input.players,
    cart: input.cart,
    caddie: input.caddie,
    totalPriceCents: price.totalCents,
    memo: input.memo,
    status: type === "online" ? "pending" : "reserved",
    type,
    customerId,
    ...(hold ? { holdExpiresAt: hold.expiresAt, confirmTokenDigest: hold.tokenDigest } : {}),
    ...(hold?.language ? { language: hold.language } : {}),
    ...(idempotencyKey ? { idempotencyKey, idempotencyRequest: digest } : {}),
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.repos.reservations.ensureCounter(key);
  let booked: boolean;
  try {
    booked = await ctx.repos.atomically(async () => {
      if (!(await takePlaces(ctx, key, input.players))) return false;
      crashPoint("booking:places-taken");
      await ctx.repos.reservations.insert(doc);
      crashPoint("booking:reservation-written");
      await recordAuditBy(
        ctx,
        { accountId: audit.actor.accountId ?? doc._id, email: audit.actor.email },
        {
          clubId: club._id,
          action: "create",
          entity: "reservation",
          entityId: doc._id,
          summary: audit.summary(doc),
        },
      );
      return true;
    });
  } catch (error) {
    // Another request with the same key committed its booking first: this one took nothing; answer with that one.
    const twin =
      idempotencyKey &&
      isDuplicateKey(error) &&
      (await ctx.repos.reservations.findByIdempotencyKey(club._id, idempotencyKey));
    if (twin) return replayOf(twin, digest);
    throw error;
  }
  if (!booked) {
    const twin = idempotencyKey && (await twinOf(ctx, club._id, idempotencyKey));
    if (twin) return replayOf(twin, digest);
    throw slotFull();
  }
  return { doc, replayed: false };
}

const describe = (doc: ReservationDoc) => `${doc.date} ${doc.teeTime}, ${doc.players} player(s), ${doc.name}`;

export async function createReservation(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  input: ReservationInputParsed,
  idempotencyKey?: string,
): Promise<Reservation> {
  const { doc } = await bookSlot(
    ctx,
    club,
    input,
    "offline",
    {
      actor: { accountId: auth.account._id, email: auth.account.email },
      summary: (booked) => `Reservation ${booked.reference} booked: ${describe(booked)}`,
    },
    idempotencyKey,
  );
  return oneReservation(ctx, club, doc);
}
