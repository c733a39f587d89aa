import { ObjectId } from "mongodb";
import type {
  Availability,
  OnlineBooking,
  OnlineBookingInput,
  Reservation,
} from "shared/domains/reservations/schemas";
import { addDays, todayIn } from "shared/domains/schedules/calendar";
import type { MessageLanguage } from "shared/errors/messages";
import type { AppContext } from "../../context";
import { ApiError, notFound } from "../../lib/api-error";
import { type Limit, takeAttempt } from "../../lib/throttle";
import { bookingMail } from "../../mail/booking-mail";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { bookSlot, reservationSettingsOf, teeSheet, toReservation } from "../reservations/service";

/** Online bookings per address: a family books a few rounds, a script filling the sheet is stopped. */
const bookingsPerAddress: Limit = { max: 10, windowMs: 60 * 60_000 };
const availabilityPerAddress: Limit = { max: 300, windowMs: 60 * 60_000 };

async function clubOf(ctx: AppContext, rawId: string) {
  const club = await ctx.repos.clubs.findById(new ObjectId(rawId));
  if (!club) throw notFound();
  return club;
}

/** Inside the club's online booking window: from its today to `onlineDaysAhead` days later. */
async function insideWindow(ctx: AppContext, club: ClubDoc, date: string) {
  const today = todayIn(club.timeZone, ctx.now());
  const { onlineDaysAhead } = await reservationSettingsOf(ctx, club);
  return date >= today && date <= addDays(today, onlineDaysAhead);
}

export async function availability(
  ctx: AppContext,
  rawId: string,
  day: string | undefined,
  address: string,
): Promise<Availability> {
  await takeAttempt(ctx, [[`availability:${address}`, availabilityPerAddress]]);
  const club = await clubOf(ctx, rawId);
  const date = day ?? todayIn(club.timeZone, ctx.now());
  const [sheet, open] = await Promise.all([teeSheet(ctx, club, date), insideWindow(ctx, club, date)]);
  return {
    date,
    courses: sheet.courses.map((course) => ({
      courseId: course.courseId,
      name: course.name,
      teeTimes: open
        ? course.teeTimes.flatMap((time) =>
            time.sale === "online" && time.pricePerPlayerCents !== null && time.capacity > time.playersBooked
              ? [
                  {
                    teeTime: time.teeTime,
                    placesLeft: time.capacity - time.playersBooked,
                    pricePerPlayerCents: time.pricePerPlayerCents,
                  },
                ]
              : [],
          )
        : [],
    })),
  };
}

const answerOf = (booked: Reservation): OnlineBooking => ({
  reference: booked.reference,
  date: booked.date,
  teeTime: booked.teeTime,
  courseName: booked.courseName,
  players: booked.players,
  totalPriceCents: booked.totalPriceCents,
  status: booked.status,
});

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
  const booking = { ...input, cart: false, caddie: false, memo: "", customerId: null };
  // A retry is answered with the first booking even once its date has left the window.
  const stored =
    idempotencyKey && (await ctx.repos.reservations.findByIdempotencyKey(club._id, idempotencyKey));
  if (!stored && !(await insideWindow(ctx, club, input.date))) {
    throw new ApiError(409, "tee_time_not_for_sale");
  }
  const { doc, replayed } = await bookSlot(ctx, club, booking, "online", idempotencyKey);
  const booked = toReservation(club, doc);
  if (replayed) return answerOf(booked);
  // The golfer has no account: the trail names their email, and the booking itself stands in for the actor id.
  await ctx.repos.audit.insert({
    _id: new ObjectId(),
    clubId: club._id,
    action: "create",
    entity: "reservation",
    entityId: doc._id,
    summary: `Reservation ${doc.reference} booked online: ${doc.date} ${doc.teeTime}, ${doc.players} player(s), ${doc.name}`,
    actor: { accountId: doc._id, email: input.email },
    at: ctx.now(),
  });
  const answer = answerOf(booked);
  // The booking stands even when the mail cannot go out; the answer carries the reference too.
  await ctx.mailer.send(bookingMail(input.email, club.name, answer, language)).catch(() => undefined);
  return answer;
}
