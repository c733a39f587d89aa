import { minutesOfTime, minutesUntil, wallClockIn } from "contracts/domains/common/dates";
import type { ReservationSettings } from "contracts/domains/reservations/settings";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { ApiError } from "../../lib/api-error";
import { recordAuditBy, SYSTEM_ACTOR_EMAIL } from "../../lib/audit";
import { startSweep } from "../../lib/sweep";
import { newToken, tokenDigest } from "../../lib/tokens";
import { waitlistOfferMail } from "../../mail/waitlist-mail";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ReservationDoc } from "../../repositories/reservation-docs";
import type { WaitlistDoc } from "../../repositories/waitlist-repository";
import { confirmLink, openTeeTimes } from "../online-booking/service";
import { bookSlot } from "../reservations/booking";
import { isDueHold } from "../reservations/holds";
import { reservationSettingsOf } from "../reservations/settings";

/**
 * Offers of freed places to the waitlist, correct on any number of API instances at once. An offer is an online hold
 * made for the entry (its places taken by the tee time's counter, the one conditional write every booking goes
 * through, so nothing is offered that a desk booked a moment earlier) together with the entry's own conditional
 * move from `waiting` to `offered`, in one transaction: two instances offering the same place or to the same entry
 * at once both try, and only one commits. The golfer takes the offer by confirming the hold from the mailed link and
 * declines it by cancelling it; the entry follows its hold (`settle`), whoever changed the hold.
 */

/** How often each instance runs the waitlist: a freed place is offered well within a minute. */
export const WAITLIST_SWEEP_INTERVAL_MS = 15_000;
/** An offer shorter than this is not worth a golfer's while: the places stay for the desk or online booking. */
const SHORTEST_OFFER_MINUTES = 5;

/** Thrown inside the offer's transaction when the entry moved meanwhile: the hold made with it is rolled back. */
class EntryMoved extends Error {}

/** The club's clock between its contact hours (offers go out only then). */
export function withinContactHours(club: ClubDoc, settings: ReservationSettings, now: Date) {
  const { minutes } = wallClockIn(club.timeZone, now);
  const { from, to } = settings.contactHours;
  return minutes >= minutesOfTime(from) && minutes < minutesOfTime(to);
}

/**
 * Offers `teeTime` on `courseId` to a waiting entry: the hold and the entry's move commit together or not at all.
 * Answers the hold, or null when the entry is no longer waiting or the time has no room for the party (a booking, a
 * desk or another instance was first). The offer ends after the club's offer time, never after the tee time.
 */
export async function offer(
  ctx: AppContext,
  club: ClubDoc,
  entry: WaitlistDoc,
  courseId: ObjectId,
  teeTime: string,
  settings: ReservationSettings,
  actor: { accountId: ObjectId | null; email: string } = { accountId: null, email: SYSTEM_ACTOR_EMAIL },
): Promise<ReservationDoc | null> {
  const now = ctx.now();
  const minutesLeft = minutesUntil(club.timeZone, now, entry.date, teeTime);
  const minutes = Math.min(settings.waitlistOfferMinutes, minutesLeft);
  if (minutes < SHORTEST_OFFER_MINUTES) return null;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  const input = {
    date: entry.date,
    courseId: courseId.toHexString(),
    teeTime,
    name: entry.name,
    phoneCode: entry.phoneCode,
    phoneNumber: entry.phoneNumber,
    email: entry.email,
    players: entry.players,
    cart: false,
    caddie: false,
    memo: "",
    customerId: null,
  };
  let hold: ReservationDoc;
  try {
    hold = await ctx.repos.atomically(async () => {
      const { doc } = await bookSlot(
        ctx,
        club,
        input,
        "online",
        {
          actor,
          summary: (made) =>
            `Reservation ${made.reference} offered from the waitlist, held until ${expiresAt.toISOString()}: ${made.date} ${made.teeTime}, ${made.players} player(s), ${made.name}`,
        },
        undefined,
        // By hand, the desk may offer a time it keeps for itself; the sweep offers only times sold online.
        { expiresAt, tokenDigest: tokenDigest(token), saleChannel: actor.accountId ? "offline" : "online" },
      );
      const moved = await ctx.repos.waitlist.transition(entry._id, "waiting", "offered", now, {
        offer: { reservationId: doc._id, courseId, teeTime, expiresAt, offeredAt: now },
      });
      if (!moved) throw new EntryMoved();
      await recordAuditBy(
        ctx,
        actor.accountId
          ? { ...actor, accountId: actor.accountId }
          : { accountId: entry._id, email: actor.email },
        {
          clubId: club._id,
          action: "update",
          entity: "waitlist",
          entityId: entry._id,
          summary: `Waitlist ${entry.name} (${entry.players} player(s)) offered ${entry.date} ${teeTime} until ${expiresAt.toISOString()}`,
        },
      );
      return doc;
    });
  } catch (error) {
    if (error instanceof EntryMoved) return null;
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
  // The offer stands even when the mail cannot go out: a desk entry without an email is on the call list anyway.
  if (entry.email) {
    const course = club.courses.find((c) => c.courseId.equals(courseId))?.name ?? "";
    await ctx.mailer
      .send(
        waitlistOfferMail(
          entry.email,
          {
            club: club.name,
            timeZone: club.timeZone,
            players: entry.players,
            date: entry.date,
            time: teeTime,
            course,
          },
          expiresAt,
          confirmLink(ctx, token),
          entry.language,
        ),
      )
      .catch(() => undefined);
  }
  return hold;
}

/**
 * An offered entry follows its hold: taken (reserved or paid) → `booked`; declined, expired or removed → `missed`,
 * and its places go to the next in line on the next run. Answers the entry as it stands.
 */
export async function settle(ctx: AppContext, entry: WaitlistDoc): Promise<WaitlistDoc> {
  if (entry.state !== "offered" || !entry.offer) return entry;
  const hold = await ctx.repos.reservations.collection.findOne({ _id: entry.offer.reservationId });
  const now = ctx.now();
  const taken = hold && (hold.status === "reserved" || hold.status === "paid");
  const open = hold && hold.status === "pending" && !isDueHold(hold, now);
  if (open) return entry;
  const next = taken ? "booked" : "missed";
  const moved = await ctx.repos.waitlist.transition(
    entry._id,
    "offered",
    next,
    now,
    {},
    entry.offer.reservationId,
  );
  return moved ?? (await ctx.repos.waitlist.collection.findOne({ _id: entry._id })) ?? entry;
}

/** The club's today and clock minutes. */
const clubNow = (club: ClubDoc, now: Date) => wallClockIn(club.timeZone, now);

/**
 * One club's day: settles its offers, ends the entries whose window has started, and, within contact hours, offers
 * free places to the first entries in line whose party fits inside their window. Answers the offers made.
 */
export async function runClubDay(ctx: AppContext, club: ClubDoc, date: string): Promise<number> {
  const now = ctx.now();
  const clock = clubNow(club, now);
  const entries = await ctx.repos.waitlist.ofDay(club._id, date);
  for (const entry of entries) {
    if (entry.state === "offered") await settle(ctx, entry);
    const started = date < clock.date || (date === clock.date && minutesOfTime(entry.from) <= clock.minutes);
    if (started && (entry.state === "waiting" || entry.state === "unconfirmed"))
      await ctx.repos.waitlist.transition(entry._id, entry.state, "ended", now);
  }
  const settings = await reservationSettingsOf(ctx, club);
  if (!withinContactHours(club, settings, now)) return 0;
  const waiting = (await ctx.repos.waitlist.ofDay(club._id, date)).filter((e) => e.state === "waiting");
  if (waiting.length === 0) return 0;
  const open = await openTeeTimes(ctx, club, date);
  const left = new Map<string, number>();
  for (const course of open.courses)
    for (const time of course.teeTimes) left.set(`${course.courseId} ${time.teeTime}`, time.placesLeft);
  let made = 0;
  for (const entry of waiting) {
    const fits = open.courses
      .filter((course) => !entry.courseId || entry.courseId.toHexString() === course.courseId)
      .flatMap((course) =>
        course.teeTimes
          .filter((time) => time.teeTime >= entry.from && time.teeTime <= entry.to)
          .filter((time) => (left.get(`${course.courseId} ${time.teeTime}`) ?? 0) >= entry.players)
          .map((time) => ({ courseId: course.courseId, teeTime: time.teeTime })),
      )
      .sort((a, b) => a.teeTime.localeCompare(b.teeTime));
    for (const place of fits) {
      const hold = await offer(ctx, club, entry, new ObjectId(place.courseId), place.teeTime, settings);
      const key = `${place.courseId} ${place.teeTime}`;
      if (hold) {
        left.set(key, (left.get(key) ?? 0) - entry.players);
        made++;
        break;
      }
      // Taken by someone else meanwhile: read as full, and the next time in the window is tried.
      left.set(key, 0);
    }
  }
  return made;
}

/**
 * The sweep: every club day with entries waiting or offered. Safe on every instance at once (each write is
 * conditional). Answers the offers this caller made.
 */
export async function runWaitlist(ctx: AppContext): Promise<number> {
  // A day back from UTC's today covers every time zone's today; older entries are ended below.
  const since = new Date(ctx.now().getTime() - 36 * 3_600_000).toISOString().slice(0, 10);
  const live = await ctx.repos.waitlist.live(since);
  const days = new Map<string, { clubId: ObjectId; date: string }>();
  for (const entry of live) days.set(`${entry.clubId.toHexString()} ${entry.date}`, entry);
  let made = 0;
  for (const { clubId, date } of days.values()) {
    const club = await ctx.repos.clubs.findById(clubId);
    if (club) made += await runClubDay(ctx, club, date);
  }
  for (const entry of await ctx.repos.waitlist.stale(since))
    await ctx.repos.waitlist.transition(entry._id, entry.state, "ended", ctx.now());
  return made;
}

/** Runs the waitlist every `everyMs` until stopped; a run still going when the next is due is not doubled. */
export function startWaitlistSweep(
  ctx: AppContext,
  log: (line: string) => void,
  everyMs = WAITLIST_SWEEP_INTERVAL_MS,
): () => void {
  return startSweep("waitlist", () => runWaitlist(ctx), log, everyMs);
}
