import type {
  Reservation,
  ReservationList,
  ReservationListQuery,
  reservationListQuerySchema,
} from "contracts/domains/reservations/schemas";
import { ObjectId } from "mongodb";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/api-error";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ReservationDoc } from "../../repositories/reservations-repository";

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

export async function listReservations(
  ctx: AppContext,
  club: ClubDoc,
  query: z.output<typeof reservationListQuerySchema>,
): Promise<ReservationList> {
  const { list, total } = await ctx.repos.reservations.page(club._id, query, query.page, query.pageSize);
  return {
    list: await reservationsOf(ctx, club, list),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
export type { ReservationListQuery };
