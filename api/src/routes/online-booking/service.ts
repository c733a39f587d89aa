import { todayIn } from "contracts/domains/common/dates";
import { releaseTimes } from "contracts/domains/releases/schedule";
import type {
  Availability,
  BookingHold,
  BookingHoldState,
  OnlineBooking,
  OnlineBookingInput,
} from "contracts/domains/reservations/online-booking";

import { TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import { saleOf } from "contracts/domains/reservations/sale";
import type { Reservation } from "contracts/domains/reservations/schemas";
import type { ReservationSettings } from "contracts/domains/reservations/settings";
import { placesLeft, teeTimesOf } from "contracts/domains/reservations/tee-times";
import type { MessageLanguage } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { ApiError, notFound } from "../../lib/api-error";
import { recordAuditBy } from "../../lib/audit";
import { ownerIsActive } from "../../lib/club-roles";
import { takeLeasedAttempt } from "../../lib/leased-throttle";
import { type Limit, takeAttempt } from "../../lib/throttle";
import { newToken, tokenDigest } from "../../lib/tokens";
import { bookingConfirmedMail, bookingHoldMail } from "../../mail/booking-mail";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ReservationDoc } from "../../repositories/reservation-docs";
import { bookInTurn, servingRelease } from "../releases/turn-booking";
import { bookSlot } from "../reservations/booking";
import { expireHold, isDueHold } from "../reservations/holds";
import { schedulesOf } from "../reservations/sale";
import { reservationSettingsOf } from "../reservations/settings";
import { refuseIfBlocked } from "../reservations/strikes";
import { playersBookedOn } from "../reservations/tee-sheet";
import { toReservation } from "../reservations/views";
import { golferCancellation } from "./free-cancellation";

/** Online bookings per address: a family books a few rounds, a script filling the sheet is stopped. */
const bookingsPerAddress: Limit = { max: 10, windowMs: 60 * 60_000 };
const availabilityPerAddress: Limit = { max: 300, windowMs: 60 * 60_000 };

async function clubOf(ctx: AppContext, rawId: string) {
  const club = await ctx.repos.clubs.findById(new ObjectId(rawId));
  if (!club) throw notFound();
  return club;
}

/**
 * The club's online booking window: from its today to `onlineDaysAhead` days later; under a release rule, the last
 * of those days only from the release's time of today (`releaseTimes`).
 */
export function onlineWindow(ctx: AppContext, club: ClubDoc, settings: ReservationSettings) {
  const now = ctx.now();
  const today = todayIn(club.timeZone, now);
  const { lastOpenDate, next } = releaseTimes(club.timeZone, now, settings.onlineDaysAhead, settings.release);
  return { today, first: today, last: lastOpenDate, next };
}

/** Inside the club's online booking window. */
function insideWindow(ctx: AppContext, club: ClubDoc, settings: ReservationSettings, date: string) {
  const { first, last } = onlineWindow(ctx, club, settings);
  return date >= first && date <= last;
}

/**
 * The tee times golfers may book online on a date, per course: Public, not held for the desk, with room (a hold
 * whose time is up counts as room), inside the booking window; none outside it, nor while the club's owner account
 * is suspended or deleted. Read from the schedules and the tee-time counters only (not the day's reservations,
 * their customers and the rest of the tee sheet), and the counters not at all when nothing is on sale online.
 */
export async function openTeeTimes(ctx: AppContext, club: ClubDoc, date: string): Promise<Availability> {
  const [schedules, settings, clubOpen] = await Promise.all([
    schedulesOf(ctx, club),
    reservationSettingsOf(ctx, club),
    ownerIsActive(ctx, club),
  ]);
  const open = clubOpen && insideWindow(ctx, club, settings, date);
  const times = teeTimesOf(club);
  const online = open
    ? times.flatMap((teeTime) => {
        const { sale, pricePerPlayerCents } = saleOf(club, schedules, date, teeTime, settings, times);
        return sale === "online" && pricePerPlayerCents !== null ? [{ teeTime, pricePerPlayerCents }] : [];
      })
    : [];
  const booked = online.length > 0 ? await playersBookedOn(ctx, club, date) : () => 0;
  return {
    date,
    courses: club.courses.map((course) => ({
      courseId: course.courseId.toHexString(),
      name: course.name,
      teeTimes: online.flatMap(({ teeTime, pricePerPlayerCents }) => {
        const left = placesLeft({
          capacity: TEE_TIME_CAPACITY,
          playersBooked: booked(course.courseId, teeTime),
        });
        return left > 0 ? [{ teeTime, placesLeft: left, pricePerPlayerCents }] : [];
      }),
    })),
  };
}

/**
 * The public availability call. Its throttle is leased (`lib/leased-throttle.ts`): the shared per-address limit
 * holds across instances while only one call in ten writes the counter.
 */
export async function availability(
  ctx: AppContext,
  rawId: string,
  day: string | undefined,
  address: string,
): Promise<Availability> {
  await takeLeasedAttempt(ctx, `availability:${address}`, availabilityPerAddress);
  const club = await clubOf(ctx, rawId);
  return openTeeTimes(ctx, club, day ?? todayIn(club.timeZone, ctx.now()));
}

const answerOf = (booked: Reservation): OnlineBooking => ({
  reference: booked.reference,
  date: booked.date,
  teeTime: booked.teeTime,
  courseName: booked.courseName,
  players: booked.players,
  totalPriceCents: booked.totalPriceCents,
  status: booked.status,
  holdExpiresAt: booked.holdExpiresAt,
});

/** Unconfirmed holds one guest may have in a club at once, counted by email and by phone alike. */
export const HOLDS_PER_GUEST = 2;

/**
 * Keeps a guest within `HOLDS_PER_GUEST` live holds without a window between reading and writing: the new hold is
 * written first, then counted with the others. Over the limit, this hold is taken back (a conditional delete, so
 * its places are given back once) and the booking refused. Two over-the-limit holds racing each see the other,
 * so both are refused rather than both kept.
 */
async function keepWithinGuestLimit(ctx: AppContext, hold: ReservationDoc) {
  const now = ctx.now();
  const [byEmail, byPhone] = await Promise.all([
    hold.email ? ctx.repos.reservations.countLiveHolds(hold.clubId, now, { email: hold.email }) : 0,
    ctx.repos.reservations.countLiveHolds(hold.clubId, now, {
      phoneCode: hold.phoneCode,
      phoneNumber: hold.phoneNumber,
    }),
  ]);
  if (byEmail <= HOLDS_PER_GUEST && byPhone <= HOLDS_PER_GUEST) return;
  await ctx.repos.atomically(async () => {
    if (!(await ctx.repos.reservations.withdrawHold(hold))) return;
    await ctx.repos.reservations.release(hold, hold.players);
    await recordAuditBy(
      ctx,
      { accountId: hold._id, email: hold.email ?? "" },
      {
        clubId: hold.clubId,
        action: "delete",
        entity: "reservation",
        entityId: hold._id,
        summary: `Reservation ${hold.reference} withdrawn: over the guest's limit of ${HOLDS_PER_GUEST} unconfirmed online bookings`,
      },
    );
  });
  throw new ApiError(409, "hold_limit_reached");
}

/** The page the mailed link opens (mf-reservation's public `/booking-confirm`). */
export const confirmLink = (ctx: AppContext, token: string) =>
  `${ctx.appOrigin}/booking-confirm?token=${encodeURIComponent(token)}`;

/**
 * An online booking: a hold on the places, `pending` until the golfer confirms it through the mailed link within
 * the club's hold time (`onlineHoldMinutes`). The link's token is made here, mailed once and stored only as its
 * digest. The guest's email and phone are stored in one form (lower case; the calling code without "+"), so the
 * per-guest limit counts every spelling of them alike.
 */
export async function bookOnline(
  ctx: AppContext,
  rawId: string,
  input: OnlineBookingInput,
  address: string,
  language: MessageLanguage,
  idempotencyKey?: string,
): Promise<OnlineBooking> {
  await takeAttempt(ctx, [[`online-booking:${address}`, bookingsPerAddress]]);
  const club = await clubOf(ctx, rawId);
  if (!(await ownerIsActive(ctx, club))) throw new ApiError(409, "online_booking_closed");
  const { releaseToken, ...asked } = input;
  const booking = {
    ...asked,
    email: input.email.toLowerCase(),
    phoneCode: input.phoneCode.replace(/^\+/, ""),
    cart: false,
    caddie: false,
    memo: "",
    customerId: null,
  };
  const settings = await reservationSettingsOf(ctx, club);
  // A retry is answered with the first booking even once its date has left the window.
  const stored =
    idempotencyKey && (await ctx.repos.reservations.findByIdempotencyKey(club._id, idempotencyKey));
  if (!stored && !insideWindow(ctx, club, settings, input.date)) {
    throw new ApiError(409, "tee_time_not_for_sale");
  }
  // A golfer blocked under the club's strike rule is refused; only their address is told why.
  if (!stored) await refuseIfBlocked(ctx, club, booking, language);
  // A day being released is booked only in the golfer's turn, confirmed at once (their address was verified).
  const release = stored ? null : await servingRelease(ctx, club, input.date);
  if (release) {
    const doc = await bookInTurn(ctx, club, release, releaseToken, booking, language);
    const answer = answerOf(toReservation(club, doc));
    if (doc.email) {
      await ctx.mailer.send(bookingConfirmedMail(doc.email, club, answer, language)).catch(() => undefined);
    }
    return answer;
  }
  const token = newToken();
  const hold = {
    expiresAt: new Date(ctx.now().getTime() + settings.onlineHoldMinutes * 60_000),
    tokenDigest: tokenDigest(token),
    language,
  };
  // The golfer has no account: the booking stands in for the account id, their email names them.
  const audit = {
    actor: { accountId: null, email: booking.email },
    summary: (doc: ReservationDoc) =>
      `Reservation ${doc.reference} booked online, held until ${hold.expiresAt.toISOString()}: ${doc.date} ${doc.teeTime}, ${doc.players} player(s), ${doc.name}`,
  };
  const { doc, replayed } = await bookSlot(ctx, club, booking, "online", audit, idempotencyKey, hold);
  const booked = toReservation(club, doc);
  if (replayed) return answerOf(booked);
  await keepWithinGuestLimit(ctx, doc);
  const answer = answerOf(booked);
  // The hold stands even when the mail cannot go out; the answer carries the reference and the hold's end too.
  await ctx.mailer
    .send(
      bookingHoldMail(
        booking.email,
        club,
        { ...answer, holdExpiresAt: hold.expiresAt.toISOString() },
        confirmLink(ctx, token),
        language,
      ),
    )
    .catch(() => undefined);
  return answer;
}

/** Looks at holds (a page load, a confirmation) per address: far more than a golfer needs, far too few to probe. */
export const holdLooksPerAddress: Limit = { max: 60, windowMs: 60 * 60_000 };

/** Where the booking stands for the golfer (`BookingHold.state`). */
export function stateOf(doc: ReservationDoc, now: Date): BookingHoldState {
  if (doc.status === "reserved" || doc.status === "paid") return "confirmed";
  if (doc.status === "pending") return isDueHold(doc, now) ? "expired" : "held";
  if (doc.status === "cancelPending") return "cancelPending";
  // An expired hold is cancelled with its expiry kept; a booking the club cancelled has none.
  return doc.status === "cancelled" && doc.holdExpiresAt ? "expired" : "cancelled";
}

/**
 * The hold as the golfer's page shows it: where it stands, whether it is a waitlist offer (the waitlist entry it
 * was offered to names it) and until when the golfer's own cancellation is free (as the cancellation decides it).
 */
export async function holdView(ctx: AppContext, doc: ReservationDoc): Promise<BookingHold> {
  const club = await ctx.repos.clubs.findById(doc.clubId);
  if (!club) throw notFound();
  const now = ctx.now();
  const state = stateOf(doc, now);
  const booked = toReservation(club, doc);
  const [settings, offeredTo] = await Promise.all([
    reservationSettingsOf(ctx, club),
    ctx.repos.waitlist.findByOfferHold(doc._id),
  ]);
  const { freeUntil } = golferCancellation(club, doc, settings.freeCancellationHours, now);
  return {
    state,
    kind: offeredTo ? "offer" : "booking",
    status: doc.status,
    reference: doc.reference,
    clubName: club.name,
    timeZone: club.timeZone,
    date: doc.date,
    teeTime: doc.teeTime,
    courseName: booked.courseName,
    players: doc.players,
    totalPriceCents: doc.totalPriceCents,
    holdExpiresAt: state === "held" || state === "expired" ? booked.holdExpiresAt : null,
    freeCancellationUntil: freeUntil?.toISOString() ?? null,
    openTeeTimes: state === "expired" ? (await openTeeTimes(ctx, club, doc.date)).courses : null,
  };
}

export async function byToken(ctx: AppContext, token: string) {
  const doc = await ctx.repos.reservations.findByConfirmToken(tokenDigest(token));
  if (!doc) throw notFound();
  return doc;
}

/** The hold a mailed link names, for the golfer's confirmation page. */
export async function bookingHold(ctx: AppContext, token: string, address: string): Promise<BookingHold> {
  await takeAttempt(ctx, [[`booking-hold:${address}`, holdLooksPerAddress]]);
  return holdView(ctx, await byToken(ctx, token));
}

/**
 * The golfer confirms: one conditional write (pending, within the hold, this token) → reserved, so a hold is
 * confirmed at most once and never after it expired, whichever instance serves the request. Confirming again
 * answers the confirmed booking. After the hold time: 409 hold_expired (and the hold is expired now if nobody has
 * yet, giving its places back).
 */
export async function confirmBookingHold(
  ctx: AppContext,
  token: string,
  address: string,
  language: MessageLanguage,
): Promise<BookingHold> {
  await takeAttempt(ctx, [[`booking-hold:${address}`, holdLooksPerAddress]]);
  const confirmed = await ctx.repos.reservations.confirmHold(tokenDigest(token), ctx.now());
  if (!confirmed) {
    const doc = await byToken(ctx, token);
    const state = stateOf(doc, ctx.now());
    if (state === "confirmed") return holdView(ctx, doc);
    if (state === "expired") {
      if (isDueHold(doc, ctx.now())) await expireHold(ctx, doc);
      throw new ApiError(409, "hold_expired");
    }
    throw new ApiError(409, "reservation_status_conflict");
  }
  await recordAuditBy(
    ctx,
    { accountId: confirmed._id, email: confirmed.email ?? "" },
    {
      clubId: confirmed.clubId,
      action: "update",
      entity: "reservation",
      entityId: confirmed._id,
      summary: `Reservation ${confirmed.reference} confirmed online by the golfer: status pending → reserved`,
    },
  );
  const view = await holdView(ctx, confirmed);
  if (confirmed.email) {
    const club = { name: view.clubName, timeZone: view.timeZone };
    // The booking stands even when the mail cannot go out; the page shows the reference too.
    await ctx.mailer.send(bookingConfirmedMail(confirmed.email, club, view, language)).catch(() => undefined);
  }
  return view;
}
