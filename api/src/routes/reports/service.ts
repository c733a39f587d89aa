import { eachDate, weekdayOf } from "contracts/domains/common/dates";
import {
  type BookingsReport,
  type Period,
  previousPeriod,
  type ReportQuery,
  type RevenueReport,
  TOP_CUSTOMERS,
  type TopCustomersReport,
  type UtilisationReport,
} from "contracts/domains/reports/schemas";
import {
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
  type ReservationStatus,
  type ReservationType,
  TEE_TIME_CAPACITY,
} from "contracts/domains/reservations/rules";
import { saleOf } from "contracts/domains/reservations/sale";
import { teeTimesOf } from "contracts/domains/reservations/tee-times";
import { coversDate } from "contracts/domains/schedules/calendar";
import type { Document } from "mongodb";
import type { AppContext } from "../../context";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { schedulesOf } from "../reservations/sale";
import * as pipelines from "./pipelines";

/**
 * The dashboard's reports. The figures are grouped on the database by the pipelines in `pipelines.ts`; this file
 * only lays the grouped rows out over the dates of the period (so a day without bookings is there, as a zero) and
 * sets each figure beside the previous period's.
 */

const run = <T extends Document>(ctx: AppContext, pipeline: Document[]) =>
  ctx.repos.reservations.aggregate<T>(pipeline);

const rateOf = (players: number, places: number) => (places === 0 ? null : Math.min(1, players / places));
const hourOf = (teeTime: string) => Number(teeTime.slice(0, 2));

/** Both periods as one range for a single pass over the database. */
const spanOf = (period: Period, previous: Period): Period => ({ from: previous.from, to: period.to });

export interface UtilisationCell {
  date: string;
  hour: number;
  players: number;
  places: number;
}

/** Players and places per date and hour of the tee time, for every hour with places for sale or players booked. */
export async function utilisationCells(
  ctx: AppContext,
  club: ClubDoc,
  range: Period,
): Promise<UtilisationCell[]> {
  const [schedules, rows] = await Promise.all([
    schedulesOf(ctx, club),
    run<pipelines.TeeTimePlayers>(ctx, pipelines.bookedPlayers(club._id, range, ctx.now())),
  ]);
  const times = teeTimesOf(club);
  const booked = new Map(rows.map((row) => [`${row._id.date} ${row._id.teeTime}`, row.players]));
  const cells: UtilisationCell[] = [];
  for (const date of eachDate(range.from, range.to)) {
    const byHour = new Map<number, UtilisationCell>();
    // The day's schedules, once, so each tee time looks through one or two of them.
    const ofDay = schedules.filter((schedule) => coversDate(schedule, date));
    for (const teeTime of times) {
      // As on the rate calendar: only tee times for sale count, and their places on every course.
      if (saleOf(club, ofDay, date, teeTime, undefined, times).sale === "notForSale") continue;
      const hour = hourOf(teeTime);
      const cell = byHour.get(hour) ?? { date, hour, players: 0, places: 0 };
      cell.places += TEE_TIME_CAPACITY * club.courses.length;
      cell.players += booked.get(`${date} ${teeTime}`) ?? 0;
      byHour.set(hour, cell);
    }
    cells.push(...[...byHour.values()].sort((a, b) => a.hour - b.hour));
  }
  return cells;
}

const sumOf = (cells: readonly { players: number; places: number }[]) => {
  const players = cells.reduce((sum, cell) => sum + cell.players, 0);
  const places = cells.reduce((sum, cell) => sum + cell.places, 0);
  return { players, places, rate: rateOf(players, places) };
};

const daysOf = (cells: readonly UtilisationCell[], period: Period) =>
  [...eachDate(period.from, period.to)].map((date) => ({
    date,
    ...sumOf(cells.filter((cell) => cell.date === date)),
  }));

export async function utilisationReport(
  ctx: AppContext,
  club: ClubDoc,
  query: ReportQuery,
): Promise<UtilisationReport> {
  const period = { from: query.from, to: query.to };
  const previous = previousPeriod(period);
  const cells = await utilisationCells(ctx, club, spanOf(period, previous));
  const current = cells.filter((cell) => cell.date >= period.from);
  const before = cells.filter((cell) => cell.date < period.from);
  const bands = new Map<string, { weekday: number; hour: number; players: number; places: number }>();
  for (const cell of current) {
    const weekday = weekdayOf(cell.date);
    const key = `${weekday} ${cell.hour}`;
    const band = bands.get(key) ?? { weekday, hour: cell.hour, players: 0, places: 0 };
    band.players += cell.players;
    band.places += cell.places;
    bands.set(key, band);
  }
  return {
    period,
    previousPeriod: previous,
    total: sumOf(current),
    previousTotal: sumOf(before),
    days: daysOf(current, period),
    previousDays: daysOf(before, previous),
    bands: [...bands.values()]
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
      .map((band) => ({ ...band, rate: rateOf(band.players, band.places) })),
  };
}

export interface BookingCell {
  date: string;
  channel: ReservationType;
  status: ReservationStatus;
  bookings: number;
  players: number;
}

/** Bookings and players per date, channel and status; an online hold whose time is up counts as cancelled. */
export async function bookingCells(ctx: AppContext, club: ClubDoc, range: Period): Promise<BookingCell[]> {
  const [facets] = await run<{ live: pipelines.BookingRow[]; due: pipelines.BookingRow[] }>(
    ctx,
    pipelines.bookingCounts(club._id, range, ctx.now()),
  );
  const cells = new Map<string, BookingCell>();
  const add = (row: pipelines.BookingRow, status: ReservationStatus) => {
    const key = `${row._id.date} ${row._id.type} ${status}`;
    const cell = cells.get(key) ?? {
      date: row._id.date,
      channel: row._id.type,
      status,
      bookings: 0,
      players: 0,
    };
    cell.bookings += row.bookings;
    cell.players += row.players;
    cells.set(key, cell);
  };
  for (const row of facets?.live ?? []) add(row, row._id.status as ReservationStatus);
  for (const row of facets?.due ?? []) add(row, "cancelled");
  const order = (cell: BookingCell) =>
    `${cell.date} ${RESERVATION_TYPES.indexOf(cell.channel)} ${RESERVATION_STATUSES.indexOf(cell.status)}`;
  return [...cells.values()].sort((a, b) => order(a).localeCompare(order(b)));
}

const countOf = (cells: readonly BookingCell[]) => ({
  bookings: cells.reduce((sum, cell) => sum + cell.bookings, 0),
  players: cells.reduce((sum, cell) => sum + cell.players, 0),
});

const EXPECTED: readonly ReservationStatus[] = ["reserved", "paid", "noshow"];

function noShowOf(cells: readonly BookingCell[]) {
  const noShows = countOf(cells.filter((cell) => cell.status === "noshow")).bookings;
  const expected = countOf(cells.filter((cell) => EXPECTED.includes(cell.status))).bookings;
  return { noShows, expected, rate: expected === 0 ? null : noShows / expected };
}

/** The statuses the report lists: every one but deleted, which is left out of every figure. */
const LISTED = RESERVATION_STATUSES.filter((status) => status !== "deleted");
/** Online first, as the screens list the channels. */
const CHANNELS: readonly ReservationType[] = ["online", "offline"];

export async function bookingsReport(
  ctx: AppContext,
  club: ClubDoc,
  query: ReportQuery,
): Promise<BookingsReport> {
  const period = { from: query.from, to: query.to };
  const previous = previousPeriod(period);
  const cells = await bookingCells(ctx, club, spanOf(period, previous));
  const current = cells.filter((cell) => cell.date >= period.from);
  const before = cells.filter((cell) => cell.date < period.from);
  return {
    period,
    previousPeriod: previous,
    total: countOf(current),
    previousTotal: countOf(before),
    noShow: noShowOf(current),
    previousNoShow: noShowOf(before),
    byChannel: CHANNELS.map((channel) => ({
      channel,
      ...countOf(current.filter((cell) => cell.channel === channel)),
    })),
    byStatus: LISTED.map((status) => ({
      status: status as Exclude<ReservationStatus, "deleted">,
      ...countOf(current.filter((cell) => cell.status === status)),
    })),
    days: [...eachDate(period.from, period.to)].map((date) => {
      const ofDay = current.filter((cell) => cell.date === date);
      return {
        date,
        online: countOf(ofDay.filter((cell) => cell.channel === "online")),
        offline: countOf(ofDay.filter((cell) => cell.channel === "offline")),
      };
    }),
  };
}

export interface RevenueCell {
  date: string;
  status: (typeof pipelines.EARNING)[number];
  tierId: string | null;
  tierName: string | null;
  cents: number;
  bookings: number;
}

export async function revenueCells(ctx: AppContext, club: ClubDoc, range: Period): Promise<RevenueCell[]> {
  const [rows, tiers] = await Promise.all([
    run<pipelines.RevenueRow>(ctx, pipelines.revenue(club._id, range, ctx.repos.customers.collectionName)),
    ctx.repos.membershipTiers.listForClub(club._id),
  ]);
  const names = new Map(tiers.map((tier) => [tier._id.toHexString(), tier.name]));
  return rows
    .map((row) => {
      const tierId = row._id.tierId ? row._id.tierId.toHexString() : null;
      return {
        date: row._id.date,
        status: row._id.status,
        tierId,
        tierName: tierId ? (names.get(tierId) ?? null) : null,
        cents: row.cents,
        bookings: row.bookings,
      };
    })
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.status.localeCompare(b.status) ||
        (a.tierName ?? "").localeCompare(b.tierName ?? ""),
    );
}

const centsOf = (cells: readonly RevenueCell[], status?: RevenueCell["status"]) =>
  cells.filter((cell) => !status || cell.status === status).reduce((sum, cell) => sum + cell.cents, 0);

export async function revenueReport(
  ctx: AppContext,
  club: ClubDoc,
  query: ReportQuery,
): Promise<RevenueReport> {
  const period = { from: query.from, to: query.to };
  const previous = previousPeriod(period);
  const cells = await revenueCells(ctx, club, spanOf(period, previous));
  const current = cells.filter((cell) => cell.date >= period.from);
  const byTier = new Map<string, RevenueReport["byTier"][number]>();
  for (const cell of current) {
    const key = cell.tierId ?? "";
    const tier = byTier.get(key) ?? { tierId: cell.tierId, name: cell.tierName, cents: 0, bookings: 0 };
    tier.cents += cell.cents;
    tier.bookings += cell.bookings;
    byTier.set(key, tier);
  }
  return {
    period,
    previousPeriod: previous,
    totalCents: centsOf(current),
    previousTotalCents: centsOf(cells.filter((cell) => cell.date < period.from)),
    days: [...eachDate(period.from, period.to)].map((date) => {
      const ofDay = current.filter((cell) => cell.date === date);
      return { date, paidCents: centsOf(ofDay, "paid"), reservedCents: centsOf(ofDay, "reserved") };
    }),
    byTier: [...byTier.values()].sort(
      (a, b) => b.cents - a.cents || (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff"),
    ),
  };
}

export async function topCustomersReport(
  ctx: AppContext,
  club: ClubDoc,
  query: ReportQuery,
): Promise<TopCustomersReport> {
  const [rows, tiers] = await Promise.all([
    run<pipelines.TopCustomerRow>(
      ctx,
      pipelines.topCustomers(club._id, query, ctx.repos.customers.collectionName, TOP_CUSTOMERS),
    ),
    ctx.repos.membershipTiers.listForClub(club._id),
  ]);
  const names = new Map(tiers.map((tier) => [tier._id.toHexString(), tier.name]));
  return {
    period: { from: query.from, to: query.to },
    list: rows.map((row) => ({
      customerId: row._id.toHexString(),
      name: row.customer?.name ?? row.bookedAs,
      tierName: row.customer ? (names.get(row.customer.tierId.toHexString()) ?? null) : null,
      rounds: row.rounds,
      players: row.players,
      cents: row.cents,
    })),
  };
}
