import { createHash, randomBytes } from "node:crypto";
import { type Filter, ObjectId } from "mongodb";
import { customerPhoneCodes, tierDiscountOf } from "shared/domains/membership/schemas";
import { bookingPriceCents, type TierDiscount } from "shared/domains/pricing/booking";
import {
  canMove,
  holdsPlaces,
  REFERENCE_ALPHABET,
  REFERENCE_GROUP_LENGTH,
  REFERENCE_GROUPS,
  type ReservationStatus,
  type ReservationType,
  type SaleState,
  TEE_TIME_CAPACITY,
} from "shared/domains/reservations/rules";
import {
  BOOKING_CUSTOMERS_MAX,
  type BookingCustomer,
  defaultReservationSettings,
  type Reservation,
  type ReservationList,
  type ReservationListQuery,
  type ReservationMove,
  type ReservationPatch,
  type ReservationSettings,
  type ReservationSettingsInput,
  type ReservationStats,
  type reservationInputSchema,
  type reservationListQuerySchema,
  type TeeSheet,
} from "shared/domains/reservations/schemas";
import {
  coversDate,
  minutesOfTime,
  pricePerPlayerCents,
  todayIn,
  weekdayOf,
} from "shared/domains/schedules/calendar";
import type { z } from "zod";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError, invalidField, notFound } from "../../lib/api-error";
import { recordAudit } from "../../lib/audit";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { escapeRegex, isDuplicateKey } from "../../repositories/common";
import type { ReservationDoc, SlotKey } from "../../repositories/reservations-repository";
import type { ScheduleDoc } from "../../repositories/schedules-repository";
import { isDueHold, takePlaces } from "./holds";

/** Refused because the reservation is in `current`, from which the change is not allowed; the answer names it. */
export class StatusConflict extends ApiError {
  constructor(readonly current: ReservationStatus) {
    super(409, "reservation_status_conflict");
  }
}

const slotFull = () => new ApiError(409, "slot_full");

const formatTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Every tee time of the club's day: each tee-up row from its first to its last time, every `interval` minutes. */
export function teeTimesOf(club: Pick<ClubDoc, "teeUps">): string[] {
  const times = new Set<string>();
  for (const row of club.teeUps) {
    if (row.interval <= 0) continue;
    for (let m = minutesOfTime(row.firstTeeUp); m <= minutesOfTime(row.lastTeeUp); m += row.interval) {
      times.add(formatTime(m));
    }
  }
  return [...times].sort();
}

interface Sale {
  sale: SaleState;
  pricePerPlayerCents: number | null;
}

/**
 * Whether the club's offline settings keep a time of a date for the desk: one of the day's first
 * `heldFirstTimes` tee times, or a chosen time on a chosen weekday.
 */
export function isHeld(
  settings: ReservationSettings,
  dayTimes: readonly string[],
  date: string,
  teeTime: string,
): boolean {
  if (dayTimes.indexOf(teeTime) !== -1 && dayTimes.indexOf(teeTime) < settings.heldFirstTimes) return true;
  return settings.heldTimes.includes(teeTime) && settings.heldWeekdays.includes(weekdayOf(date));
}

/** The club's settings; a field stored before it existed (the hold time) reads as its default. */
export async function reservationSettingsOf(ctx: AppContext, club: ClubDoc): Promise<ReservationSettings> {
  const doc = await ctx.repos.reservationSettings.findByClub(club._id);
  if (!doc) return defaultReservationSettings;
  const { _id, updatedAt, ...settings } = doc;
  return { ...defaultReservationSettings, ...settings };
}

/**
 * How a time of a date is sold: the schedule covering it decides (Public online and offline, Hidden offline);
 * a Public time the offline settings hold back is sold offline only.
 */
export function saleOf(
  club: ClubDoc,
  schedules: readonly ScheduleDoc[],
  date: string,
  teeTime: string,
  settings: ReservationSettings = defaultReservationSettings,
): Sale {
  const minute = minutesOfTime(teeTime);
  const schedule = schedules.find(
    (s) => coversDate(s, date) && minutesOfTime(s.startTime) <= minute && minute < minutesOfTime(s.endTime),
  );
  const fee = schedule && club.greenFees.find((f) => f.greenFeeId.equals(schedule.greenFeeId));
  if (!schedule || !fee) return { sale: "notForSale", pricePerPlayerCents: null };
  return {
    sale:
      schedule.status === "public" && !isHeld(settings, teeTimesOf(club), date, teeTime)
        ? "online"
        : "offlineOnly",
    pricePerPlayerCents: pricePerPlayerCents(fee, schedule.priceKind),
  };
}

const schedulesOf = async (ctx: AppContext, club: ClubDoc) =>
  (await ctx.repos.schedules.findByClub(club._id))?.schedules ?? [];

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
  const tier = customer && (await ctx.repos.tiers.findInClub(club._id, customer.tierId));
  return tier ? tierDiscountOf(tier) : null;
}

const courseOf = (club: ClubDoc, courseId: string) =>
  club.courses.find((course) => course.courseId.toHexString() === courseId);

type CustomerNames = ReadonlyMap<string, NonNullable<Reservation["customer"]>>;

/** The customers (name and tier) that `docs` are booked for, in one read of each collection. */
async function customersOf(
  ctx: AppContext,
  club: ClubDoc,
  docs: readonly ReservationDoc[],
): Promise<CustomerNames> {
  const ids = docs.flatMap((doc) => (doc.customerId ? [doc.customerId] : []));
  if (ids.length === 0) return new Map();
  const [customers, tiers] = await Promise.all([
    ctx.repos.customers.findManyInClub(club._id, ids),
    ctx.repos.tiers.listForClub(club._id),
  ]);
  return new Map(
    customers.map((c) => [
      c._id.toHexString(),
      { name: c.name, tierName: tiers.find((t) => t._id.equals(c.tierId))?.name ?? "" },
    ]),
  );
}

/** Reservations as the API answers them, with the customer each is for. */
async function reservationsOf(ctx: AppContext, club: ClubDoc, docs: readonly ReservationDoc[]) {
  const names = await customersOf(ctx, club, docs);
  return docs.map((doc) => toReservation(club, doc, names));
}

const oneReservation = async (ctx: AppContext, club: ClubDoc, doc: ReservationDoc) =>
  (await reservationsOf(ctx, club, [doc]))[0] as Reservation;

export function toReservation(
  club: ClubDoc,
  doc: ReservationDoc,
  customers: CustomerNames = new Map(),
): Reservation {
  return {
    reservationId: doc._id.toHexString(),
    reference: doc.reference,
    date: doc.date,
    courseId: doc.courseId.toHexString(),
    courseName: club.courses.find((c) => c.courseId.equals(doc.courseId))?.name ?? "",
    teeTime: doc.teeTime,
    name: doc.name,
    phoneCode: doc.phoneCode,
    phoneNumber: doc.phoneNumber,
    email: doc.email,
    players: doc.players,
    cart: doc.cart,
    caddie: doc.caddie,
    totalPriceCents: doc.totalPriceCents,
    memo: doc.memo,
    status: doc.status,
    type: doc.type,
    customerId: doc.customerId?.toHexString() ?? null,
    customer: (doc.customerId && customers.get(doc.customerId.toHexString())) ?? null,
    holdExpiresAt: doc.holdExpiresAt?.toISOString() ?? null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

const sameSlot = (doc: ReservationDoc, courseId: ObjectId, teeTime: string) =>
  doc.courseId.equals(courseId) && doc.teeTime === teeTime;

/**
 * The day's tee sheet; without a date, the club's today. A hold whose time is up counts as free and is not listed,
 * even before the sweep has expired it and given its places back on the counter.
 */
export async function teeSheet(ctx: AppContext, club: ClubDoc, day?: string): Promise<TeeSheet> {
  const now = ctx.now();
  const date = day ?? todayIn(club.timeZone, now);
  const [schedules, taken, ofDay, settings] = await Promise.all([
    schedulesOf(ctx, club),
    ctx.repos.reservations.taken(club._id, [date]),
    ctx.repos.reservations.ofDay(club._id, date),
    reservationSettingsOf(ctx, club),
  ]);
  const due = ofDay.filter((r) => isDueHold(r, now));
  const reservations = ofDay.filter((r) => holdsPlaces(r.status) && !isDueHold(r, now));
  const times = teeTimesOf(club);
  const sales = new Map(times.map((time) => [time, saleOf(club, schedules, date, time, settings)]));
  const names = await customersOf(ctx, club, reservations);
  return {
    date,
    today: todayIn(club.timeZone, now),
    timeZone: club.timeZone,
    scheduled: [...sales.values()].some((s) => s.sale !== "notForSale"),
    minPlayers: club.minPlayers,
    phoneCode: club.phoneCode.replace(/^\+/, ""),
    courses: club.courses.map((course) => ({
      courseId: course.courseId.toHexString(),
      name: course.name,
      teeTimes: times.map((teeTime) => {
        const sale = sales.get(teeTime) as Sale;
        return {
          teeTime,
          capacity: TEE_TIME_CAPACITY,
          playersBooked: Math.max(
            0,
            (taken.find((t) => t.courseId.equals(course.courseId) && t.teeTime === teeTime)?.players ?? 0) -
              due.filter((r) => sameSlot(r, course.courseId, teeTime)).reduce((sum, r) => sum + r.players, 0),
          ),
          ...sale,
          reservations: reservations
            .filter((r) => sameSlot(r, course.courseId, teeTime))
            .map((r) => toReservation(club, r, names)),
        };
      }),
    })),
  };
}

/** Checks a slot names a course and a tee time of the club that is for sale through `channel`; answers its price. */
async function saleSlot(
  ctx: AppContext,
  club: ClubDoc,
  slot: { date: string; courseId: string; teeTime: string },
  channel: ReservationType,
): Promise<{ key: SlotKey; pricePerPlayerCents: number }> {
  const course = courseOf(club, slot.courseId);
  if (!course) throw invalidField("courseId", "reservation_course_unknown");
  if (!teeTimesOf(club).includes(slot.teeTime)) throw new ApiError(409, "tee_time_not_for_sale");
  const [schedules, settings] = await Promise.all([schedulesOf(ctx, club), reservationSettingsOf(ctx, club)]);
  const sale = saleOf(club, schedules, slot.date, slot.teeTime, settings);
  const allowed = channel === "online" ? sale.sale === "online" : sale.sale !== "notForSale";
  if (!allowed || sale.pricePerPlayerCents === null) throw new ApiError(409, "tee_time_not_for_sale");
  return {
    key: { clubId: club._id, date: slot.date, courseId: course.courseId, teeTime: slot.teeTime },
    pricePerPlayerCents: sale.pricePerPlayerCents,
  };
}

/**
 * A new booking reference (`REFERENCE_ALPHABET` in rules.ts): upper case, unambiguous, grouped for reading out,
 * and unguessable. 256 is a multiple of the alphabet's 32 letters, so every letter is equally likely.
 */
export const newReference = () => {
  const letters = [...randomBytes(REFERENCE_GROUPS * REFERENCE_GROUP_LENGTH)].map(
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return Array.from({ length: REFERENCE_GROUPS }, (_, group) =>
    letters.slice(group * REFERENCE_GROUP_LENGTH, (group + 1) * REFERENCE_GROUP_LENGTH).join(""),
  ).join("-");
};

/**
 * What a search for part of a reference also matches: the letters typed in any case, with or without the group
 * dashes ("k7qm mx" finds "K7QM-MX…").
 */
function referenceSearch(q: string): RegExp | null {
  if (!/^[A-Za-z0-9 -]+$/.test(q)) return null;
  const compact = q.replace(/[ -]/g, "").toUpperCase();
  return compact.length >= 4 ? new RegExp(compact.split("").join("-?")) : null;
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

/**
 * Books places: first the one conditional write on the tee time's counter (refused when full), then the record.
 * Should the record fail to be written, the places are given back, so a failed booking leaves nothing taken.
 * With an `Idempotency-Key`, a booking the key already made is answered instead (checked first for a retry, and
 * by the unique index when two requests with the key race: the loser gives its places back).
 */
export async function bookSlot(
  ctx: AppContext,
  club: ClubDoc,
  input: BookingInput,
  type: ReservationType,
  idempotencyKey?: string,
  hold?: { expiresAt: Date; tokenDigest: string },
): Promise<Booked> {
  const digest = requestDigest(input, type);
  if (idempotencyKey) {
    const stored = await ctx.repos.reservations.findByIdempotencyKey(club._id, idempotencyKey);
    if (stored) return replayOf(stored, digest);
  }
  if (input.players < Math.min(club.minPlayers, TEE_TIME_CAPACITY)) {
    throw invalidField("players", "reservation_players_invalid");
  }
  const { key, pricePerPlayerCents: perPlayer } = await saleSlot(ctx, club, input, type);
  const customerId = input.customerId ? new ObjectId(input.customerId) : null;
  // A customer of another club, or one since deleted, would book at full price under a name nobody knows.
  if (customerId && !(await ctx.repos.customers.findInClub(club._id, customerId))) {
    throw invalidField("customerId", "reservation_customer_unknown");
  }
  const tier = await tierOfCustomer(ctx, club, customerId);
  const price = bookingPriceCents({ pricePerPlayerCents: perPlayer, players: input.players, tier });
  if (!(await takePlaces(ctx, key, input.players))) {
    const twin = idempotencyKey && (await twinOf(ctx, club._id, idempotencyKey));
    if (twin) return replayOf(twin, digest);
    throw slotFull();
  }
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
    ...(idempotencyKey ? { idempotencyKey, idempotencyRequest: digest } : {}),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await ctx.repos.reservations.insert(doc);
  } catch (error) {
    await ctx.repos.reservations.release(key, input.players);
    const twin =
      idempotencyKey &&
      isDuplicateKey(error) &&
      (await ctx.repos.reservations.findByIdempotencyKey(club._id, idempotencyKey));
    if (twin) return replayOf(twin, digest);
    throw error;
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
  const { doc, replayed } = await bookSlot(ctx, club, input, "offline", idempotencyKey);
  if (replayed) return oneReservation(ctx, club, doc);
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: "create",
    entity: "reservation",
    entityId: doc._id,
    summary: `Reservation ${doc.reference} booked: ${describe(doc)}`,
  });
  return oneReservation(ctx, club, doc);
}

async function found(ctx: AppContext, club: ClubDoc, rawId: string) {
  const doc = await ctx.repos.reservations.findById(club._id, new ObjectId(rawId));
  if (!doc) throw notFound();
  return doc;
}

/** The booking as a change read it: its slot, party and status, all of which the write must still find. */
const asRead = (doc: ReservationDoc) => ({
  status: doc.status,
  date: doc.date,
  courseId: doc.courseId,
  teeTime: doc.teeTime,
  players: doc.players,
});

/**
 * Why a conditional write found the booking changed since it was read: a new status the change is not allowed
 * from names it; otherwise (another party size, another tee time) the caller is told to look again.
 */
async function changedMeanwhile(ctx: AppContext, club: ClubDoc, read: ReservationDoc): Promise<ApiError> {
  const now = await found(ctx, club, read._id.toHexString());
  return now.status !== read.status
    ? new StatusConflict(now.status)
    : new ApiError(409, "reservation_changed");
}

export async function getReservation(ctx: AppContext, club: ClubDoc, rawId: string) {
  return oneReservation(ctx, club, await found(ctx, club, rawId));
}

export async function listReservations(
  ctx: AppContext,
  club: ClubDoc,
  query: z.output<typeof reservationListQuerySchema>,
): Promise<ReservationList> {
  const filter: Filter<ReservationDoc> = { clubId: club._id };
  if (query.from || query.to) {
    filter.date = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
  }
  // Deleted reservations are kept but only listed when asked for by name.
  filter.status = query.status ?? { $ne: "deleted" };
  if (query.type) filter.type = query.type;
  if (query.q) {
    const pattern = new RegExp(escapeRegex(query.q), "i");
    const reference = referenceSearch(query.q);
    filter.$or = [
      { name: pattern },
      { phoneNumber: pattern },
      { reference: pattern },
      ...(reference ? [{ reference }] : []),
      { memo: pattern },
    ];
  }
  const { list, total } = await ctx.repos.reservations.page(filter, query.page, query.pageSize);
  return {
    list: await reservationsOf(ctx, club, list),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
export type { ReservationListQuery };

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
): Promise<Reservation> {
  const current = await found(ctx, club, rawId);
  const { status, players, ...details } = patch;
  const next = status ?? current.status;
  if (status !== undefined && status !== current.status && !canMove(current.status, status)) {
    throw new StatusConflict(current.status);
  }
  const party = players !== undefined && players !== current.players ? players : null;
  const holdsAfter = holdsPlaces(next);
  const partySet = party === null ? {} : await partyChange(ctx, club, current, party, holdsAfter);
  const took = party !== null && holdsAfter ? Math.max(0, party - current.players) : 0;
  if (took > 0 && !(await takePlaces(ctx, current, took))) throw slotFull();
  // A hold the club confirms or cancels is no longer a hold: it neither expires nor shows an expiry.
  const holdEnds = current.status === "pending" && next !== "pending" && current.holdExpiresAt;
  const updated = await ctx.repos.reservations.updateIf(club._id, current._id, asRead(current), {
    ...details,
    ...partySet,
    status: next,
    ...(holdEnds ? { holdExpiresAt: null } : {}),
    updatedAt: ctx.now(),
  });
  if (!updated) {
    if (took > 0) await ctx.repos.reservations.release(current, took);
    throw await changedMeanwhile(ctx, club, current);
  }
  if (holdsPlaces(current.status) && !holdsAfter) {
    await ctx.repos.reservations.release(updated, current.players);
  } else if (holdsAfter && party !== null && party < current.players) {
    await ctx.repos.reservations.release(updated, current.players - party);
  }
  const changed = [
    status !== undefined && status !== current.status && `status ${current.status} → ${next}`,
    party !== null && `players ${current.players} → ${party}`,
    Object.keys(details).length > 0 && `details (${Object.keys(details).join(", ")})`,
  ]
    .filter(Boolean)
    .join("; ");
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: next === "deleted" && current.status !== "deleted" ? "delete" : "update",
    entity: "reservation",
    entityId: current._id,
    summary: `Reservation ${current.reference} changed: ${changed || "nothing"}`,
  });
  return oneReservation(ctx, club, updated);
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
): Promise<Pick<ReservationDoc, "players" | "totalPriceCents">> {
  if (!holdsPlaces(current.status) || !holdsAfter) throw new StatusConflict(current.status);
  if (players < Math.min(club.minPlayers, TEE_TIME_CAPACITY)) {
    throw invalidField("players", "reservation_players_invalid");
  }
  const [schedules, settings, tier] = await Promise.all([
    schedulesOf(ctx, club),
    reservationSettingsOf(ctx, club),
    tierOfCustomer(ctx, club, current.customerId),
  ]);
  const perPlayer = saleOf(club, schedules, current.date, current.teeTime, settings).pricePerPlayerCents;
  if (perPlayer === null) {
    if (players > current.players) throw new ApiError(409, "tee_time_not_for_sale");
    return { players, totalPriceCents: Math.round((current.totalPriceCents * players) / current.players) };
  }
  return {
    players,
    totalPriceCents: bookingPriceCents({ pricePerPlayerCents: perPlayer, players, tier }).totalCents,
  };
}

/**
 * Moves the players to another tee time: the new places are taken atomically first, the old ones given back after.
 * Written only if the booking still has the status, tee time and party it was read with (409 otherwise).
 */
export async function moveReservation(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  rawId: string,
  move: ReservationMove,
): Promise<Reservation> {
  const current = await found(ctx, club, rawId);
  if (!holdsPlaces(current.status)) throw new StatusConflict(current.status);
  const { key, pricePerPlayerCents: perPlayer } = await saleSlot(ctx, club, move, "offline");
  const same =
    key.date === current.date && key.courseId.equals(current.courseId) && key.teeTime === current.teeTime;
  if (same) return oneReservation(ctx, club, current);
  const tier = await tierOfCustomer(ctx, club, current.customerId);
  const price = bookingPriceCents({ pricePerPlayerCents: perPlayer, players: current.players, tier });
  if (!(await takePlaces(ctx, key, current.players))) throw slotFull();
  const updated = await ctx.repos.reservations.updateIf(club._id, current._id, asRead(current), {
    date: key.date,
    courseId: key.courseId,
    teeTime: key.teeTime,
    totalPriceCents: price.totalCents,
    updatedAt: ctx.now(),
  });
  if (!updated) {
    await ctx.repos.reservations.release(key, current.players);
    throw await changedMeanwhile(ctx, club, current);
  }
  await ctx.repos.reservations.release(current, current.players);
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: "update",
    entity: "reservation",
    entityId: current._id,
    summary: `Reservation ${current.reference} moved from ${current.date} ${current.teeTime} to ${key.date} ${key.teeTime}`,
  });
  return oneReservation(ctx, club, updated);
}

/** Customers of the club matching part of a name, email or mobile, with the tier a booking for them is priced by. */
/** The last four digits behind dots: enough for the desk to tell two customers apart, not to call them. */
export const maskedMobile = (mobile: string) => `••••${mobile.slice(-4)}`;

export async function bookingCustomers(
  ctx: AppContext,
  club: ClubDoc,
  q: string,
  showContact: boolean,
): Promise<BookingCustomer[]> {
  const [customers, tiers] = await Promise.all([
    ctx.repos.customers.search(club._id, q, BOOKING_CUSTOMERS_MAX),
    ctx.repos.tiers.listForClub(club._id),
  ]);
  return customers.map((customer) => {
    const tier = tiers.find((t) => t._id.equals(customer.tierId));
    return {
      customerId: customer._id.toHexString(),
      name: customer.name,
      email: showContact ? customer.email : "",
      mobile: showContact ? customer.mobile : maskedMobile(customer.mobile),
      contactHidden: !showContact,
      phoneCode: customerPhoneCodes[customer.country],
      tierName: tier?.name ?? "",
      tier: tier ? tierDiscountOf(tier) : null,
    };
  });
}

/** Spec §7: per date, players booked ÷ places for sale (0 where nothing is for sale), sorted by date. */
export async function reservationStats(
  ctx: AppContext,
  club: ClubDoc,
  dates: readonly string[],
): Promise<ReservationStats> {
  const unique = [...new Set(dates)].sort();
  const [schedules, taken, due] = await Promise.all([
    schedulesOf(ctx, club),
    ctx.repos.reservations.taken(club._id, unique),
    // Holds whose time is up count as free here too, as on the tee sheet.
    ctx.repos.reservations.expiredHoldsOn(club._id, unique, ctx.now()),
  ]);
  const times = teeTimesOf(club);
  return unique.map((date) => {
    const forSale = times.filter((time) => saleOf(club, schedules, date, time).sale !== "notForSale");
    const places = forSale.length * club.courses.length * TEE_TIME_CAPACITY;
    const booked =
      taken
        .filter((t) => t.date === date && forSale.includes(t.teeTime))
        .reduce((sum, t) => sum + t.players, 0) -
      due
        .filter((r) => r.date === date && forSale.includes(r.teeTime))
        .reduce((sum, r) => sum + r.players, 0);
    return { date, rate: places === 0 ? 0 : Math.min(1, Math.max(0, booked) / places) };
  });
}

export async function updateReservationSettings(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  input: ReservationSettingsInput,
): Promise<ReservationSettings> {
  const settings: ReservationSettings = {
    ...input,
    onlineHoldMinutes: input.onlineHoldMinutes ?? (await reservationSettingsOf(ctx, club)).onlineHoldMinutes,
    heldTimes: [...input.heldTimes].sort(),
    heldWeekdays: [...input.heldWeekdays].sort((a, b) => a - b),
  };
  await ctx.repos.reservationSettings.save(club._id, settings, ctx.now());
  await recordAudit(ctx, auth, {
    clubId: club._id,
    action: "update",
    entity: "reservationSettings",
    entityId: club._id,
    summary:
      `Offline settings: first ${settings.heldFirstTimes} time(s) held, ` +
      `${settings.heldTimes.join(" ") || "no times"} held on weekdays ${settings.heldWeekdays.join(",") || "none"}, ` +
      `online booking ${settings.onlineDaysAhead} day(s) ahead, online hold ${settings.onlineHoldMinutes} minute(s)`,
  });
  return settings;
}
