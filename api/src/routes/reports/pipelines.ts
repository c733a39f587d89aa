import type { Period } from "contracts/domains/reports/schemas";
import { holdsPlaces, RESERVATION_STATUSES } from "contracts/domains/reservations/rules";
import type { Document, ObjectId } from "mongodb";

/**
 * The aggregation pipelines of the reports, over the `reservations` collection. Each starts with a `$match` on the
 * club and a date range (the `club_date_time` index), groups on the server and answers at most one row per date
 * and tee time, so a year of bookings never travels to the API. They use only stages and operators that MongoDB
 * and the embedded server answer alike (`$match`, `$group`, `$facet`, `$lookup`, `$unwind`, `$sort`, `$limit`).
 */

/** Statuses whose players still hold their places (pending, reserved, paid, cancel requests). */
const HOLDING = RESERVATION_STATUSES.filter(holdsPlaces);
/** The statuses that bring money in. */
export const EARNING = ["paid", "reserved"] as const;

/** An online hold whose time is up: free on the tee sheet, a cancellation here, even before the sweep ends it. */
const dueHold = (now: Date) => ({ status: "pending", holdExpiresAt: { $lte: now } });

const inRange = (clubId: ObjectId, { from, to }: Period) => ({ clubId, date: { $gte: from, $lte: to } });

export interface TeeTimePlayers {
  _id: { date: string; teeTime: string };
  players: number;
}

/** Players holding places, per date and tee time. */
export const bookedPlayers = (clubId: ObjectId, range: Period, now: Date): Document[] => [
  { $match: { ...inRange(clubId, range), status: { $in: HOLDING }, $nor: [dueHold(now)] } },
  { $group: { _id: { date: "$date", teeTime: "$teeTime" }, players: { $sum: "$players" } } },
];

export interface BookingRow {
  _id: { date: string; type: "online" | "offline"; status: string };
  bookings: number;
  players: number;
}

/** Bookings and players per date, channel and status (deleted left out); due holds come apart as `due`. */
export const bookingCounts = (clubId: ObjectId, range: Period, now: Date): Document[] => {
  const group = {
    $group: {
      _id: { date: "$date", type: "$type", status: "$status" },
      bookings: { $sum: 1 },
      players: { $sum: "$players" },
    },
  };
  return [
    { $match: { ...inRange(clubId, range), status: { $ne: "deleted" } } },
    {
      $facet: { live: [{ $match: { $nor: [dueHold(now)] } }, group], due: [{ $match: dueHold(now) }, group] },
    },
  ];
};

export interface RevenueRow {
  _id: { date: string; status: (typeof EARNING)[number]; tierId?: ObjectId | null };
  cents: number;
  bookings: number;
}

/** Money of paid and reserved bookings per date, status and the customer's tier. */
export const revenue = (clubId: ObjectId, range: Period, customers: string): Document[] => [
  { $match: { ...inRange(clubId, range), status: { $in: [...EARNING] } } },
  { $lookup: { from: customers, localField: "customerId", foreignField: "_id", as: "customer" } },
  { $unwind: { path: "$customer", preserveNullAndEmptyArrays: true } },
  {
    $group: {
      _id: { date: "$date", status: "$status", tierId: "$customer.tierId" },
      cents: { $sum: "$totalPriceCents" },
      bookings: { $sum: 1 },
    },
  },
];

export interface TopCustomerRow {
  _id: ObjectId;
  rounds: number;
  players: number;
  cents: number;
  /** The name on the bookings, for a customer since removed. */
  bookedAs: string;
  customer?: { name: string; tierId: ObjectId };
}

/** The `limit` customers with the most paid and reserved bookings; ties by money, then id. */
export const topCustomers = (
  clubId: ObjectId,
  range: Period,
  customers: string,
  limit: number,
): Document[] => [
  { $match: { ...inRange(clubId, range), status: { $in: [...EARNING] }, customerId: { $type: "objectId" } } },
  {
    $group: {
      _id: "$customerId",
      rounds: { $sum: 1 },
      players: { $sum: "$players" },
      cents: { $sum: "$totalPriceCents" },
      bookedAs: { $max: "$name" },
    },
  },
  { $sort: { rounds: -1, cents: -1, _id: 1 } },
  { $limit: limit },
  { $lookup: { from: customers, localField: "_id", foreignField: "_id", as: "customer" } },
  { $unwind: { path: "$customer", preserveNullAndEmptyArrays: true } },
];
