import { ObjectId } from "mongodb";
import {
  type Availability,
  ONLINE_BOOKING_DAYS_AHEAD,
  type OnlineBooking,
  type OnlineBookingInput,
} from "shared/domains/reservations/schemas";
import { addDays, todayIn } from "shared/domains/schedules/calendar";
import type { MessageLanguage } from "shared/errors/messages";
import type { AppContext } from "../../context";
import { ApiError, notFound } from "../../lib/api-error";
import { type Limit, takeAttempt } from "../../lib/throttle";
import { bookingMail } from "../../mail/booking-mail";
import { bookSlot, teeSheet, toReservation } from "../reservations/service";

/** Online bookings per address: a family books a few rounds, a script filling the sheet is stopped. */
const bookingsPerAddress: Limit = { max: 10, windowMs: 60 * 60_000 };
const availabilityPerAddress: Limit = { max: 300, windowMs: 60 * 60_000 };

async function clubOf(ctx: AppContext, rawId: string) {
  const club = await ctx.repos.clubs.findById(new ObjectId(rawId));
  if (!club) throw notFound();
  return club;
}

const insideWindow = (today: string, date: string) =>
  date >= today && date <= addDays(today, ONLINE_BOOKING_DAYS_AHEAD);

export async function availability(
  ctx: AppContext,
  rawId: string,
  date: string,
  address: string,
): Promise<Availability> {
  await takeAttempt(ctx, [[`availability:${address}`, availabilityPerAddress]]);
  const club = await clubOf(ctx, rawId);
  const sheet = await teeSheet(ctx, club, date);
  const open = insideWindow(sheet.today, date);
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

export async function bookOnline(
  ctx: AppContext,
  rawId: string,
  input: OnlineBookingInput,
  address: string,
  language: MessageLanguage,
): Promise<OnlineBooking> {
  await takeAttempt(ctx, [[`online-booking:${address}`, bookingsPerAddress]]);
  const club = await clubOf(ctx, rawId);
  if (!insideWindow(todayIn(club.timeZone, ctx.now()), input.date)) {
    throw new ApiError(409, "tee_time_not_for_sale");
  }
  const doc = await bookSlot(
    ctx,
    club,
    { ...input, cart: false, caddie: false, memo: "", customerId: null },
    "online",
  );
  const booked = toReservation(club, doc);
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
  const answer = {
    reference: booked.reference,
    date: booked.date,
    teeTime: booked.teeTime,
    courseName: booked.courseName,
    players: booked.players,
    totalPriceCents: booked.totalPriceCents,
    status: booked.status,
  };
  // The booking stands even when the mail cannot go out; the answer carries the reference too.
  await ctx.mailer.send(bookingMail(input.email, club.name, answer, language)).catch(() => undefined);
  return answer;
}
