import type {
  DeskWaitlist,
  DeskWaitlistEntry,
  DeskWaitlistJoin,
  WaitlistEntry,
  WaitlistJoin,
  WaitlistOfferInput,
} from "contracts/domains/waitlist/schemas";
import { WAITLIST_ENTRIES_PER_EMAIL } from "contracts/domains/waitlist/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import type { Auth } from "../../env";
import { ApiError, invalidField, notFound } from "../../lib/api-error";
import { recordAuditBy } from "../../lib/audit";
import { auditedWrites } from "../../lib/audited-write";
import { ownerIsActive } from "../../lib/club-roles";
import { type Limit, takeAttempt } from "../../lib/throttle";
import { newToken, tokenDigest } from "../../lib/tokens";
import { waitlistJoinMail } from "../../mail/waitlist-mail";
import type { ClubDoc } from "../../repositories/clubs-repository";
import type { WaitlistDoc } from "../../repositories/waitlist-repository";
import { onlineWindow } from "../online-booking/service";
import { reservationSettingsOf } from "../reservations/settings";
import { refuseIfBlocked } from "../reservations/strikes";
import { offer, settle } from "./offers";

/** Waitlist joins per address: a family's few days, not a script filling the line. */
const joinsPerAddress: Limit = { max: 10, windowMs: 60 * 60_000 };
/** Looks at an entry through its link, per address. */
const looksPerAddress: Limit = { max: 60, windowMs: 60 * 60_000 };

/** The page the golfer's mailed link opens (mf-booking's public `/waitlist`). */
export const waitlistLink = (ctx: AppContext, token: string) =>
  `${ctx.appOrigin}/waitlist?token=${encodeURIComponent(token)}`;

async function openClub(ctx: AppContext, rawId: string) {
  const club = await ctx.repos.clubs.findById(new ObjectId(rawId));
  if (!club) throw notFound();
  return club;
}

/**
 * A day open for booking: for a golfer, inside the club's online window (and the club taking online bookings);
 * for the desk, which books any day to come, not a day gone by.
 */
async function checkDay(
  ctx: AppContext,
  club: ClubDoc,
  date: string,
  courseId: string | null | undefined,
  source: WaitlistDoc["source"],
) {
  if (source === "online" && !(await ownerIsActive(ctx, club)))
    throw new ApiError(409, "online_booking_closed");
  const { first, last } = onlineWindow(ctx, club, await reservationSettingsOf(ctx, club));
  if (date < first || (source === "online" && date > last)) throw new ApiError(409, "waitlist_date_not_open");
  if (courseId && !club.courses.some((course) => course.courseId.toHexString() === courseId))
    throw invalidField("courseId", "invalid_value");
}

const newEntry = (
  ctx: AppContext,
  club: ClubDoc,
  input: WaitlistJoin | DeskWaitlistJoin,
  source: WaitlistDoc["source"],
  language: MessageLanguage,
): WaitlistDoc => {
  const now = ctx.now();
  return {
    _id: new ObjectId(),
    clubId: club._id,
    date: input.date,
    from: input.from,
    to: input.to,
    courseId: input.courseId ? new ObjectId(input.courseId) : null,
    players: input.players,
    name: input.name,
    phoneCode: input.phoneCode.replace(/^\+/, ""),
    phoneNumber: input.phoneNumber,
    email: input.email ? input.email.toLowerCase() : null,
    source,
    language,
    // A golfer waits once they confirm their address; the desk's caller at once.
    state: source === "desk" ? "waiting" : "unconfirmed",
    queuedAt: source === "desk" ? now : null,
    offer: null,
    createdAt: now,
    updatedAt: now,
  };
};

/**
 * Keeps an email within its active entries per club and day without a window between reading and writing: the
 * entry is written first, then counted with the others; over the limit it is taken back and the join refused.
 */
async function keepWithinLimit(ctx: AppContext, entry: WaitlistDoc) {
  if (!entry.email) return;
  const active = await ctx.repos.waitlist.countActive(entry.clubId, entry.date, entry.email);
  if (active <= WAITLIST_ENTRIES_PER_EMAIL) return;
  await ctx.repos.waitlist.collection.deleteOne({ _id: entry._id });
  throw new ApiError(409, "waitlist_limit_reached");
}

/** Where each waiting entry of a day stands in line (1 = first). */
async function positions(ctx: AppContext, clubId: ObjectId, date: string) {
  const line = (await ctx.repos.waitlist.ofDay(clubId, date)).filter((e) => e.state === "waiting");
  return new Map(line.map((entry, index) => [entry._id.toHexString(), index + 1]));
}

const courseName = (club: ClubDoc, id: ObjectId | null | undefined) =>
  id ? (club.courses.find((course) => course.courseId.equals(id))?.name ?? null) : null;

function offerView(club: ClubDoc, entry: WaitlistDoc) {
  if (entry.state !== "offered" || !entry.offer) return null;
  return {
    reservationId: entry.offer.reservationId.toHexString(),
    courseId: entry.offer.courseId.toHexString(),
    courseName: courseName(club, entry.offer.courseId) ?? "",
    teeTime: entry.offer.teeTime,
    expiresAt: entry.offer.expiresAt.toISOString(),
  };
}

async function golferView(ctx: AppContext, entry: WaitlistDoc): Promise<WaitlistEntry> {
  const club = await ctx.repos.clubs.findById(entry.clubId);
  if (!club) throw notFound();
  const settled = await settle(ctx, entry);
  const line = await positions(ctx, club._id, settled.date);
  return {
    state: settled.state,
    clubName: club.name,
    timeZone: club.timeZone,
    date: settled.date,
    from: settled.from,
    to: settled.to,
    courseName: courseName(club, settled.courseId),
    players: settled.players,
    position: line.get(settled._id.toHexString()) ?? null,
    offer: offerView(club, settled),
  };
}

/** A golfer joins: the entry waits for their email's confirmation by the mailed link. */
export async function join(
  ctx: AppContext,
  rawClubId: string,
  input: WaitlistJoin,
  address: string,
  language: MessageLanguage,
): Promise<WaitlistEntry> {
  await takeAttempt(ctx, [[`waitlist-join:${address}`, joinsPerAddress]]);
  const club = await openClub(ctx, rawClubId);
  await checkDay(ctx, club, input.date, input.courseId, "online");
  // A place offered from the line is an online booking: a golfer blocked from those is refused here already.
  await refuseIfBlocked(ctx, club, { ...input, phoneCode: input.phoneCode.replace(/^\+/, "") }, language);
  const token = newToken();
  const entry = { ...newEntry(ctx, club, input, "online", language), tokenDigest: tokenDigest(token) };
  await ctx.repos.waitlist.insert(entry);
  await keepWithinLimit(ctx, entry);
  await recordAuditBy(
    ctx,
    { accountId: entry._id, email: entry.email ?? "" },
    {
      clubId: club._id,
      action: "create",
      entity: "waitlist",
      entityId: entry._id,
      summary: `Waitlist ${entry.name} joined online for ${entry.date} ${entry.from}–${entry.to}, ${entry.players} player(s) (to confirm by mail)`,
    },
  );
  const mail = { club: club.name, players: entry.players, date: entry.date, from: entry.from, to: entry.to };
  await ctx.mailer
    .send(waitlistJoinMail(entry.email ?? "", mail, waitlistLink(ctx, token), language))
    .catch(() => undefined);
  return golferView(ctx, entry);
}

async function byToken(ctx: AppContext, token: string) {
  const entry = await ctx.repos.waitlist.findByToken(tokenDigest(token));
  if (!entry) throw notFound();
  return entry;
}

/** The entry a mailed link names: its state, its place in line, its offer. */
export async function view(ctx: AppContext, token: string, address: string) {
  await takeAttempt(ctx, [[`waitlist-look:${address}`, looksPerAddress]]);
  return golferView(ctx, await byToken(ctx, token));
}

/** The golfer confirms their address: the entry joins the line now (confirming again changes nothing). */
export async function confirm(ctx: AppContext, token: string, address: string) {
  await takeAttempt(ctx, [[`waitlist-look:${address}`, looksPerAddress]]);
  const entry = await byToken(ctx, token);
  const now = ctx.now();
  const moved = await ctx.repos.waitlist.transition(entry._id, "unconfirmed", "waiting", now, {
    queuedAt: now,
  });
  if (moved) {
    await recordAuditBy(
      ctx,
      { accountId: entry._id, email: entry.email ?? "" },
      {
        clubId: entry.clubId,
        action: "update",
        entity: "waitlist",
        entityId: entry._id,
        summary: `Waitlist ${entry.name} confirmed by mail: in line for ${entry.date} ${entry.from}–${entry.to}`,
      },
    );
  }
  return golferView(ctx, moved ?? entry);
}

/** Leaves the line (an open offer is left to the golfer's link: take or decline it there). */
async function leaveEntry(ctx: AppContext, entry: WaitlistDoc) {
  const now = ctx.now();
  for (const state of ["unconfirmed", "waiting"] as const) {
    const left = await ctx.repos.waitlist.transition(entry._id, state, "left", now);
    if (left) return left;
  }
  throw new ApiError(409, "waitlist_entry_not_waiting");
}

export async function leave(ctx: AppContext, token: string, address: string) {
  await takeAttempt(ctx, [[`waitlist-look:${address}`, looksPerAddress]]);
  const left = await leaveEntry(ctx, await byToken(ctx, token));
  await recordAuditBy(
    ctx,
    { accountId: left._id, email: left.email ?? "" },
    {
      clubId: left.clubId,
      action: "update",
      entity: "waitlist",
      entityId: left._id,
      summary: `Waitlist ${left.name} left by the golfer (${left.date} ${left.from}–${left.to})`,
    },
  );
  return golferView(ctx, left);
}

function deskView(club: ClubDoc, entry: WaitlistDoc, line: Map<string, number>): DeskWaitlistEntry {
  return {
    entryId: entry._id.toHexString(),
    state: entry.state,
    source: entry.source,
    name: entry.name,
    phoneCode: entry.phoneCode,
    phoneNumber: entry.phoneNumber,
    email: entry.email,
    date: entry.date,
    from: entry.from,
    to: entry.to,
    courseId: entry.courseId?.toHexString() ?? null,
    players: entry.players,
    position: line.get(entry._id.toHexString()) ?? null,
    offer: offerView(club, entry),
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The day's waitlist for the desk: everyone, with how to reach them and where they stand. */
export async function deskList(ctx: AppContext, club: ClubDoc, date: string): Promise<DeskWaitlist> {
  const entries = await Promise.all(
    (await ctx.repos.waitlist.ofDay(club._id, date)).map((entry) => settle(ctx, entry)),
  );
  const line = await positions(ctx, club._id, date);
  return { date, entries: entries.map((entry) => deskView(club, entry, line)) };
}

/** The desk puts a phone caller in line (at once: the desk knows who it is talking to). */
export async function deskJoin(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  input: DeskWaitlistJoin,
  language: MessageLanguage,
): Promise<DeskWaitlistEntry> {
  await checkDay(ctx, club, input.date, input.courseId, "desk");
  const entry = newEntry(ctx, club, input, "desk", language);
  await ctx.repos.waitlist.insert(entry);
  await keepWithinLimit(ctx, entry);
  await auditedWrites({ ctx, auth, clubId: club._id, entity: "waitlist" }).record(
    "create",
    entry._id,
    `Waitlist ${entry.name} added by the desk for ${entry.date} ${entry.from}–${entry.to}, ${entry.players} player(s)`,
  );
  return deskView(club, entry, await positions(ctx, club._id, entry.date));
}

async function deskEntry(ctx: AppContext, club: ClubDoc, rawId: string) {
  const entry = await ctx.repos.waitlist.findById(club._id, new ObjectId(rawId));
  if (!entry) throw notFound();
  return entry;
}

/** The desk offers a waiting entry a tee time by hand (the same hold and checks as the sweep's offers). */
export async function deskOffer(
  ctx: AppContext,
  auth: Auth,
  club: ClubDoc,
  rawId: string,
  input: WaitlistOfferInput,
): Promise<DeskWaitlistEntry> {
  const entry = await deskEntry(ctx, club, rawId);
  if (entry.state !== "waiting") throw new ApiError(409, "waitlist_entry_not_waiting");
  const courseId = new ObjectId(input.courseId);
  if (!club.courses.some((course) => course.courseId.equals(courseId)))
    throw invalidField("courseId", "invalid_value");
  const settings = await reservationSettingsOf(ctx, club);
  const actor = { accountId: auth.account._id, email: auth.account.email };
  const hold = await offer(ctx, club, entry, courseId, input.teeTime, settings, actor);
  if (!hold) {
    const now = await ctx.repos.waitlist.findById(club._id, entry._id);
    throw new ApiError(
      409,
      now?.state === "waiting" ? "waitlist_offer_not_possible" : "waitlist_entry_not_waiting",
    );
  }
  const offered = await deskEntry(ctx, club, rawId);
  return deskView(club, offered, await positions(ctx, club._id, offered.date));
}

/** The desk takes an entry off the line. */
export async function deskRemove(ctx: AppContext, auth: Auth, club: ClubDoc, rawId: string) {
  const left = await leaveEntry(ctx, await deskEntry(ctx, club, rawId));
  await auditedWrites({ ctx, auth, clubId: club._id, entity: "waitlist" }).record(
    "delete",
    left._id,
    `Waitlist ${left.name} taken off the line by the desk (${left.date} ${left.from}–${left.to})`,
  );
  return deskView(club, left, await positions(ctx, club._id, left.date));
}
