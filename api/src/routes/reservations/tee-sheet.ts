import { todayIn } from "contracts/domains/common/dates";
import { takingsOf } from "contracts/domains/reservations/payments";
import { holdsPlaces, TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import { type Sale, saleOf } from "contracts/domains/reservations/sale";
import type { Reservation, ReservationStats, TeeSheet } from "contracts/domains/reservations/schemas";
import { teeTimesOf } from "contracts/domains/reservations/tee-times";
import type { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ReservationDoc } from "../../repositories/reservation-docs";
import { guestsOf } from "./guests";
import { isDueHold } from "./holds";
import { schedulesOf } from "./sale";
import { reservationSettingsOf } from "./settings";
import { customersOf, toReservation } from "./views";

/** The day's tee sheet and the rate calendar's figures, read from the tee-time counters and the bookings. */
const slotOf = (courseId: ObjectId, teeTime: string) => `${courseId.toHexString()} ${teeTime}`;

const players = (docs: readonly { players: number }[] | undefined) =>
  (docs ?? []).reduce((sum, doc) => sum + doc.players, 0);

/** Documents grouped by their course and tee time, in their order. */
function bySlot<T extends { courseId: ObjectId; teeTime: string }>(docs: readonly T[]) {
  const slots = new Map<string, T[]>();
  for (const doc of docs) {
    const slot = slotOf(doc.courseId, doc.teeTime);
    const list = slots.get(slot);
    if (list) list.push(doc);
    else slots.set(slot, [doc]);
  }
  return slots;
}

/** Whether a booking has a player named, or the phone number, with `q` in it (any case); every booking without `q`. */
function matches(doc: ReservationDoc, q: string | undefined) {
  if (!q) return true;
  const wanted = q.toLowerCase();
  const names = [doc.name, ...guestsOf(doc).map((g) => g.name ?? "")];
  return [...names, doc.phoneNumber].some((text) => text.toLowerCase().includes(wanted));
}

/** A booking's players on the grid, place by place. */
const placesOf = (r: Reservation) =>
  r.guests.map((g) => ({
    reservationId: r.reservationId,
    version: r.version,
    place: g.place,
    name: g.name,
    tierName: r.customer?.tierName ?? null,
    type: r.type,
    status: r.status,
    checkedInAt: g.checkedInAt,
    paymentState: r.paymentState,
    holdExpiresAt: r.holdExpiresAt,
  }));

/**
 * The day's tee sheet; without a date, the club's today. A hold whose time is up counts as free and is not listed,
 * even before the sweep has expired it and given its places back on the counter. With `q`, only the bookings with
 * a player's name or the phone number containing it are listed (places booked still count every booking).
 */
export async function teeSheet(ctx: AppContext, club: ClubDoc, day?: string, q?: string): Promise<TeeSheet> {
  const now = ctx.now();
  const date = day ?? todayIn(club.timeZone, now);
  const [schedules, taken, ofDay, settings, payments] = await Promise.all([
    schedulesOf(ctx, club),
    ctx.repos.reservations.taken(club._id, [date]),
    ctx.repos.reservations.ofDay(club._id, date),
    reservationSettingsOf(ctx, club),
    ctx.repos.reservations.paymentsOn(club._id, date),
  ]);
  const due = ofDay.filter((r) => isDueHold(r, now));
  const reservations = ofDay.filter((r) => holdsPlaces(r.status) && !isDueHold(r, now) && matches(r, q));
  const times = teeTimesOf(club);
  const sales = new Map(times.map((time) => [time, saleOf(club, schedules, date, time, settings, times)]));
  const names = await customersOf(ctx, club, reservations);
  // Each row's counter, due holds and bookings, found by slot rather than by scanning the day for every row.
  const counters = bySlot(taken);
  const dueHolds = bySlot(due);
  const booked = bySlot(reservations);
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
        const slot = slotOf(course.courseId, teeTime);
        const listed = (booked.get(slot) ?? []).map((r) => toReservation(club, r, names));
        return {
          teeTime,
          capacity: TEE_TIME_CAPACITY,
          playersBooked: Math.max(0, players(counters.get(slot)) - players(dueHolds.get(slot))),
          ...sale,
          reservations: listed,
          places: listed.flatMap(placesOf),
        };
      }),
    })),
    takings: takingsOf(payments),
  };
}

/**
 * Players booked on each tee time of a date, read from the tee-time counters alone, less the holds whose time is
 * up (free already, even before the sweep gives their places back on the counter): what a booking's conditional
 * write would find, without reading the day's reservations.
 */
export async function playersBookedOn(ctx: AppContext, club: ClubDoc, date: string) {
  const [taken, due] = await Promise.all([
    ctx.repos.reservations.taken(club._id, [date]),
    ctx.repos.reservations.expiredHoldsOn(club._id, [date], ctx.now()),
  ]);
  const counters = bySlot(taken);
  const dueHolds = bySlot(due);
  return (courseId: ObjectId, teeTime: string) => {
    const slot = slotOf(courseId, teeTime);
    return Math.max(0, players(counters.get(slot)) - players(dueHolds.get(slot)));
  };
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
    const forSale = times.filter(
      (time) => saleOf(club, schedules, date, time, undefined, times).sale !== "notForSale",
    );
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
