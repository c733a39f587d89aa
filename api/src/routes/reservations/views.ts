import { todayIn } from "contracts/domains/common/dates";
import {
  type Reservation,
  type ReservationList,
  type ReservationListQuery,
  type reservationListQuerySchema,
  reservationListWindow,
} from "contracts/domains/reservations/schemas";
import { ObjectId } from "mongodb";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/api-error";
import { reservationCursor } from "../../lib/cursors";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { type ReservationDoc, versionOf } from "../../repositories/reservation-docs";
import { guestsOf, paymentsOf } from "./guests";

/** Reservations as the API answers them: one, a page of the list, each with the customer it is for. */
type CustomerNames = ReadonlyMap<string, NonNullable<Reservation["customer"]>>;

/** The customers (name and tier) that `docs` are booked for, in one read of each collection. */
export async function customersOf(
  ctx: AppContext,
  club: ClubDoc,
  docs: readonly ReservationDoc[],
): Promise<CustomerNames> {
  const ids = docs.flatMap((doc) => (doc.customerId ? [doc.customerId] : []));
  if (ids.length === 0) return new Map();
  const [customers, tiers] = await Promise.all([
    ctx.repos.customers.findManyInClub(club._id, ids),
    ctx.repos.membershipTiers.listForClub(club._id),
  ]);
  return new Map(
    customers.map((c) => [
      c._id.toHexString(),
      { name: c.name, tierName: tiers.find((t) => t._id.equals(c.tierId))?.name ?? "" },
    ]),
  );
}

/** Reservations as the API answers them, with the customer each is for. */
export async function reservationsOf(ctx: AppContext, club: ClubDoc, docs: readonly ReservationDoc[]) {
  const names = await customersOf(ctx, club, docs);
  return docs.map((doc) => toReservation(club, doc, names));
}

export const oneReservation = async (ctx: AppContext, club: ClubDoc, doc: ReservationDoc) =>
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
    version: versionOf(doc),
    guests: guestsOf(doc).map((g, i) => ({
      place: i + 1,
      name: g.name,
      checkedInAt: g.checkedInAt?.toISOString() ?? null,
    })),
    ...paymentsOf(doc),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export async function found(ctx: AppContext, club: ClubDoc, rawId: string) {
  const doc = await ctx.repos.reservations.findById(club._id, new ObjectId(rawId));
  if (!doc) throw notFound();
  return doc;
}

export async function getReservation(ctx: AppContext, club: ClubDoc, rawId: string) {
  return oneReservation(ctx, club, await found(ctx, club, rawId));
}

/**
 * One page of the club's reservations in a window of dates (the one asked for, or the default around the club's
 * today: `reservationListWindow`), after `query.cursor` when given, else at `query.page`.
 */
export async function listReservations(
  ctx: AppContext,
  club: ClubDoc,
  query: z.output<typeof reservationListQuerySchema>,
): Promise<ReservationList> {
  const window = reservationListWindow(query, todayIn(club.timeZone, ctx.now()));
  const search = { ...query, ...window };
  const at = query.cursor
    ? { after: reservationCursor.decode(query.cursor) }
    : { skip: (query.page - 1) * query.pageSize };
  const { list, more, total } = await ctx.repos.reservations.page(club._id, search, at, query.pageSize);
  const last = list[list.length - 1];
  return {
    list: await reservationsOf(ctx, club, list),
    total,
    page: query.page,
    pageSize: query.pageSize,
    ...window,
    nextCursor: more && last ? reservationCursor.encode(last) : null,
  };
}
export type { ReservationListQuery };
