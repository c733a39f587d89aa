import { weekdayOf } from "contracts/domains/common/dates";
import type { ReportQuery } from "contracts/domains/reports/schemas";
import type { AppContext } from "../../context";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { csvStream } from "../customers/csv";
import { bookingCells, revenueCells, topCustomersReport, utilisationCells } from "./service";

/**
 * Each report as a CSV file at its finest grain (per date and hour, per date, channel and status, …), so a
 * spreadsheet can pivot it any way. The same writer as the customer export: UTF-8 with a byte order mark, and a
 * cell a spreadsheet would run as a formula (a customer's or tier's name) written with a leading apostrophe. The
 * rows are few (grouped on the database, at most one a date and hour), so they are worked out before the stream
 * starts and a failure still answers as an error, not as a cut file.
 */
async function* each(rows: string[][]) {
  yield* rows;
}
const toCsv = (header: readonly string[], rows: string[][]) => csvStream(header, each(rows));

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const rate = (players: number, places: number) =>
  places === 0 ? "" : Math.min(1, players / places).toFixed(4);
/** Dollars with two decimals: prices are US dollars (spec §9). */
const dollars = (cents: number) => (cents / 100).toFixed(2);

export const csvName = (report: string, query: ReportQuery) => `${report}-${query.from}-${query.to}.csv`;

export async function utilisationCsv(ctx: AppContext, club: ClubDoc, query: ReportQuery) {
  const cells = await utilisationCells(ctx, club, query);
  return toCsv(
    ["date", "weekday", "hour", "players", "places", "rate"],
    cells.map((cell) => [
      cell.date,
      WEEKDAYS[weekdayOf(cell.date)] ?? "",
      `${String(cell.hour).padStart(2, "0")}:00`,
      String(cell.players),
      String(cell.places),
      rate(cell.players, cell.places),
    ]),
  );
}

export async function bookingsCsv(ctx: AppContext, club: ClubDoc, query: ReportQuery) {
  const cells = await bookingCells(ctx, club, query);
  return toCsv(
    ["date", "channel", "status", "bookings", "players"],
    cells.map((cell) => [cell.date, cell.channel, cell.status, String(cell.bookings), String(cell.players)]),
  );
}

export async function revenueCsv(ctx: AppContext, club: ClubDoc, query: ReportQuery) {
  const cells = await revenueCells(ctx, club, query);
  return toCsv(
    ["date", "status", "tier", "bookings", "amountUsd"],
    cells.map((cell) => [
      cell.date,
      cell.status,
      cell.tierName ?? "",
      String(cell.bookings),
      dollars(cell.cents),
    ]),
  );
}

export async function topCustomersCsv(ctx: AppContext, club: ClubDoc, query: ReportQuery) {
  const { list } = await topCustomersReport(ctx, club, query);
  return toCsv(
    ["rank", "name", "tier", "rounds", "players", "amountUsd"],
    list.map((row, index) => [
      String(index + 1),
      row.name,
      row.tierName ?? "",
      String(row.rounds),
      String(row.players),
      dollars(row.cents),
    ]),
  );
}
