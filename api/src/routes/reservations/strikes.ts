import { todayIn } from "contracts/domains/common/dates";
import type { StrikeRule } from "contracts/domains/reservations/settings";
import type { GolferIdentity, GolferStrikes } from "contracts/domains/reservations/strikes";
import type { MessageLanguage } from "contracts/errors/messages";
import { type Filter, ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError } from "../../lib/api-error";
import { auditedWrites } from "../../lib/audited-write";
import { type Limit, takeAttempt } from "../../lib/throttle";
import { blockMail, strikeMail } from "../../mail/strike-mail";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { ReservationDoc } from "../../repositories/reservation-docs";
import { reservationSettingsOf } from "./settings";

/**
 * Strikes: under a club's rule (N no-shows within M days → no online booking for D days), a golfer's no-shows are
 * found by any of their customer record, email or phone. Nothing is stored but the no-shows themselves (with when
 * they were recorded) and the desk's lifting of them, so every instance reads the same answer.
 */

const DAY_MS = 24 * 60 * 60_000;
/** Mails explaining a refusal, per address and club: enough for a golfer who tries again, not a mail bomb. */
const blockMailsPerAddress: Limit = { max: 3, windowMs: DAY_MS };

/** A booking without the golfer's language (made at the desk): the club's country's. */
export const clubLanguage = (club: ClubDoc): MessageLanguage =>
  club.country === "KR" ? "ko" : club.country === "VN" ? "vi" : "en";

interface Identity {
  email?: string | null;
  phoneCode?: string;
  phoneNumber?: string;
  customerId?: ObjectId | null;
}

function matching(identity: Identity): Filter<ReservationDoc>[] {
  const phoneCode = identity.phoneCode?.replace(/^\+/, "");
  return [
    ...(identity.customerId ? [{ customerId: identity.customerId }] : []),
    ...(identity.email ? [{ email: identity.email.toLowerCase() }] : []),
    ...(phoneCode && identity.phoneNumber ? [{ phoneCode, phoneNumber: identity.phoneNumber }] : []),
  ];
}

/** The golfer's counted no-shows (newest first) and until when a block runs, at `now`. */
export async function strikesOf(
  ctx: Pick<AppContext, "repos">,
  club: ClubDoc,
  identity: Identity,
  rule: StrikeRule,
  now: Date,
): Promise<{ counted: ReservationDoc[]; blockedUntil: Date | null; blockStart: Date | null }> {
  const any = matching(identity);
  if (any.length === 0) return { counted: [], blockedUntil: null, blockStart: null };
  const since = new Date(now.getTime() - (rule.withinDays + rule.blockDays) * DAY_MS);
  const noShows = (
    await ctx.repos.reservations.collection
      .find({
        clubId: club._id,
        status: "noshow",
        noShowAt: { $gte: since },
        strikeLiftedAt: { $exists: false },
        $or: any,
      })
      .toArray()
  ).sort((a, b) => (b.noShowAt?.getTime() ?? 0) - (a.noShowAt?.getTime() ?? 0));
  let blockStart: Date | null = null;
  // A block starts with the no-show that makes N within M days; the latest such start decides.
  for (let i = 0; i + rule.noShows - 1 < noShows.length; i++) {
    const newest = noShows[i]?.noShowAt;
    const oldest = noShows[i + rule.noShows - 1]?.noShowAt;
    if (newest && oldest && newest.getTime() - oldest.getTime() <= rule.withinDays * DAY_MS) {
      blockStart = newest;
      break;
    }
  }
  const until = blockStart ? new Date(blockStart.getTime() + rule.blockDays * DAY_MS) : null;
  const counted = noShows.filter(
    (doc) => (doc.noShowAt?.getTime() ?? 0) >= now.getTime() - rule.withinDays * DAY_MS,
  );
  return { counted, blockedUntil: until && until > now ? until : null, blockStart };
}

/**
 * An online booking or waitlist join by a blocked golfer is refused (409 `online_booking_blocked`, which says why
 * to nobody); the address given is mailed the reason and the club's phone, so only its owner learns it.
 */
export async function refuseIfBlocked(
  ctx: AppContext,
  club: ClubDoc,
  identity: Identity,
  language: MessageLanguage,
) {
  const { strikeRule } = await reservationSettingsOf(ctx, club);
  if (!strikeRule) return;
  const { blockedUntil } = await strikesOf(ctx, club, identity, strikeRule, ctx.now());
  if (!blockedUntil) return;
  if (identity.email) {
    const told = await takeAttempt(ctx, [
      [`blocked-mail:${club._id.toHexString()}:${identity.email}`, blockMailsPerAddress],
    ])
      .then(() => true)
      .catch(() => false);
    if (told)
      await ctx.mailer
        .send(blockMailOf(club, strikeRule, identity.email, blockedUntil, language))
        .catch(() => undefined);
  }
  throw new ApiError(409, "online_booking_blocked");
}

const blockMailOf = (club: ClubDoc, rule: StrikeRule, to: string, until: Date, language: MessageLanguage) =>
  blockMail(
    to,
    {
      club: club.name,
      phone: `+${club.phoneCode.replace(/^\+/, "")} ${club.phoneNumber}`,
      limit: rule.noShows,
      days: rule.withinDays,
      block: rule.blockDays,
      until: todayIn(club.timeZone, until),
    },
    language,
  );

/** After a no-show is recorded: the golfer (with an email) is told of the strike, or that a block starts. */
export async function tellOfStrike(ctx: AppContext, club: ClubDoc, booking: ReservationDoc) {
  if (!booking.email || !booking.noShowAt) return;
  const { strikeRule } = await reservationSettingsOf(ctx, club);
  if (!strikeRule) return;
  const { counted, blockedUntil, blockStart } = await strikesOf(ctx, club, booking, strikeRule, ctx.now());
  const mail =
    blockedUntil && blockStart?.getTime() === booking.noShowAt.getTime()
      ? blockMailOf(club, strikeRule, booking.email, blockedUntil, booking.language ?? clubLanguage(club))
      : strikeMail(
          booking.email,
          {
            club: club.name,
            phone: `+${club.phoneCode.replace(/^\+/, "")} ${club.phoneNumber}`,
            limit: strikeRule.noShows,
            days: strikeRule.withinDays,
            block: strikeRule.blockDays,
            date: booking.date,
            time: booking.teeTime,
            count: counted.length,
          },
          booking.language ?? clubLanguage(club),
        );
  await ctx.mailer.send(mail).catch(() => undefined);
}

const identityOf = (input: GolferIdentity): Identity => ({
  ...input,
  customerId: input.customerId ? new ObjectId(input.customerId) : null,
});

/** The desk's look-up while booking: the golfer's counted no-shows and block. */
export async function golferStrikes(
  ctx: AppContext,
  club: ClubDoc,
  input: GolferIdentity,
): Promise<GolferStrikes> {
  const { strikeRule } = await reservationSettingsOf(ctx, club);
  if (!strikeRule) return { rule: null, strikes: [], blockedUntil: null };
  const { counted, blockedUntil } = await strikesOf(ctx, club, identityOf(input), strikeRule, ctx.now());
  return {
    rule: strikeRule,
    strikes: counted.map((doc) => ({
      reservationId: doc._id.toHexString(),
      reference: doc.reference,
      date: doc.date,
      teeTime: doc.teeTime,
      name: doc.name,
      noShowAt: (doc.noShowAt ?? doc.updatedAt).toISOString(),
    })),
    blockedUntil: blockedUntil?.toISOString() ?? null,
  };
}

/** The desk lifts a golfer's block: their no-shows so far stop counting (kept, marked), audited. */
export async function liftGolferStrikes(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  input: GolferIdentity,
): Promise<GolferStrikes> {
  const any = matching(identityOf(input));
  const now = ctx.now();
  const lifted = await ctx.repos.reservations.collection.updateMany(
    { clubId: club._id, status: "noshow", strikeLiftedAt: { $exists: false }, $or: any },
    { $set: { strikeLiftedAt: now } },
  );
  const who = [input.email, input.phoneNumber && `+${input.phoneCode} ${input.phoneNumber}`, input.customerId]
    .filter(Boolean)
    .join(", ");
  await auditedWrites({ ctx, auth, clubId: club._id, entity: "reservation" }).record(
    "update",
    club._id,
    `Strikes lifted by the desk for ${who}: ${lifted.modifiedCount} no-show(s) no longer count`,
  );
  return golferStrikes(ctx, club, input);
}
