import { z } from "zod";
import { addDays, daysInRange, isRealDate } from "../common/dates";
import { clubDateField } from "../common/fields";
import { RESERVATION_STATUSES, RESERVATION_TYPES } from "../reservations/rules";
import { MAX_RANGE_DAYS } from "../schedules/calendar";

/**
 * The reports domain (feature 08, the dashboard): figures of a club's bookings over a range of club-local dates,
 * each beside the same figures of the period just before. Dates are "YYYY-MM-DD", money integer cents. A booking
 * counts on the date of its tee time.
 */

/** At most this many days in one report, both ends included (the schedules' limit too). */
export const REPORT_MAX_DAYS = MAX_RANGE_DAYS;

/** `?from=&to=`: real dates, `to` not before `from`, at most 366 days. */
export const reportQuerySchema = z
  .object({ from: clubDateField, to: clubDateField })
  .superRefine((query, context) => {
    if (!isRealDate(query.from) || !isRealDate(query.to)) return;
    const days = daysInRange(query.from, query.to);
    if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: "schedule_dates_invalid" });
    else if (days > REPORT_MAX_DAYS) {
      context.addIssue({ code: "custom", path: ["to"], message: "schedule_range_too_long" });
    }
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export interface Period {
  from: string;
  to: string;
}

/** The period of the same length that ends the day before `period` starts: what each figure is compared with. */
export function previousPeriod({ from, to }: Period): Period {
  const days = daysInRange(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const periodSchema = z.object({ from: z.string(), to: z.string() });
const count = z.int().min(0);
const cents = z.int().min(0);
/** players ÷ places, 0–1; null where nothing was for sale. */
const rate = z.number().min(0).max(1).nullable();

const utilisationFigures = z.object({ players: count, places: count, rate });

export const utilisationReportSchema = z
  .object({
    period: periodSchema,
    previousPeriod: periodSchema,
    total: utilisationFigures,
    previousTotal: utilisationFigures,
    /** Every date of the period, in order. */
    days: z.array(utilisationFigures.extend({ date: z.string() })),
    /** Every date of the previous period, in order, so a chart can set the two side by side. */
    previousDays: z.array(utilisationFigures.extend({ date: z.string() })),
    /** Per weekday (0 = Sunday) and hour of the tee time, over the period; only bands with places for sale. */
    bands: z.array(
      utilisationFigures.extend({ weekday: z.int().min(0).max(6), hour: z.int().min(0).max(23) }),
    ),
  })
  .meta({
    id: "UtilisationReport",
    description:
      "Players booked ÷ places for sale (each tee time for sale holds four players on each course). Players " +
      "are those of bookings that hold places (pending holds still running, reserved, paid, cancel requests) on " +
      "a tee time for sale, as on the rate calendar.",
  });
export type UtilisationReport = z.infer<typeof utilisationReportSchema>;

const bookingFigures = z.object({ bookings: count, players: count });
/** Bookings the club expected to play (reserved, paid, no-show), and the no-shows among them. */
const noShowFigures = z.object({ noShows: count, expected: count, rate });

export const bookingsReportSchema = z
  .object({
    period: periodSchema,
    previousPeriod: periodSchema,
    total: bookingFigures,
    previousTotal: bookingFigures,
    noShow: noShowFigures,
    previousNoShow: noShowFigures,
    /** Both channels, always, online first. */
    byChannel: z.array(bookingFigures.extend({ channel: z.enum(RESERVATION_TYPES) })),
    /** Every status but deleted, always, in the status machine's order. */
    byStatus: z.array(bookingFigures.extend({ status: z.enum(RESERVATION_STATUSES) })),
    /** Every date of the period, in order, by channel. */
    days: z.array(z.object({ date: z.string(), online: bookingFigures, offline: bookingFigures })),
  })
  .meta({
    id: "BookingsReport",
    description:
      "Bookings (and their players) on tee times of the period, deleted ones left out. An online hold whose " +
      "time is up counts as cancelled. The no-show rate is no-shows ÷ bookings that were reserved, paid or " +
      "no-shows.",
  });
export type BookingsReport = z.infer<typeof bookingsReportSchema>;

export const revenueReportSchema = z
  .object({
    period: periodSchema,
    previousPeriod: periodSchema,
    totalCents: cents,
    previousTotalCents: cents,
    /** Every date of the period, in order. */
    days: z.array(z.object({ date: z.string(), paidCents: cents, reservedCents: cents })),
    /** By the membership tier of the booking's customer, largest first; `tierId` null: bookings of no customer. */
    byTier: z.array(
      z.object({ tierId: z.string().nullable(), name: z.string().nullable(), cents, bookings: count }),
    ),
  })
  .meta({
    id: "RevenueReport",
    description:
      "The total price of paid and reserved bookings, in cents, on the date of their tee time. A customer's " +
      "tier is the one they hold now.",
  });
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** How many customers the top list names. */
export const TOP_CUSTOMERS = 10;

export const topCustomersReportSchema = z
  .object({
    period: periodSchema,
    list: z.array(
      z.object({
        customerId: z.string(),
        name: z.string(),
        tierName: z.string().nullable(),
        rounds: count,
        players: count,
        cents,
      }),
    ),
  })
  .meta({
    id: "TopCustomersReport",
    description:
      "The ten customers with the most rounds (their paid and reserved bookings) in the period, most first; " +
      "ties by money spent, then by id.",
  });
export type TopCustomersReport = z.infer<typeof topCustomersReportSchema>;
