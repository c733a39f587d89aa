import { randomInt } from "node:crypto";
import { releaseTimes } from "contracts/domains/releases/schedule";
import type {
  ReleaseEntry,
  ReleaseJoinAnswer,
  ReleaseJoinInput,
  ReleaseReminderInput,
  ReleaseVerified,
  ReleaseVerifyInput,
} from "contracts/domains/releases/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import { ObjectId } from "mongodb";
import type { AppContext } from "../../context";
import { ApiError, notFound } from "../../lib/api-error";
import { ownerIsActive } from "../../lib/club-roles";
import { takeLeasedAttempt } from "../../lib/leased-throttle";
import { type Limit, takeAttempt } from "../../lib/throttle";
import { newToken, tokenDigest } from "../../lib/tokens";
import { releaseCodeMail } from "../../mail/release-mail";
import type { ClubDoc } from "../../repositories/clubs-repository";
import { isDuplicateKey } from "../../repositories/common";
import type { ReleaseDoc, ReleaseEntryDoc } from "../../repositories/releases-repository";
import { reservationSettingsOf } from "../reservations/settings";
import { refuseIfBlocked } from "../reservations/strikes";
import { identityOf } from "./identity";
import { advanceLine, releaseClock } from "./line";
import { newChallenge, spendProof } from "./proof";

/**
 * Per address: a clubhouse's or a family's few golfers join a line; a script is held to as many tries as a few
 * people could make (each also paying its proof of work).
 */
const challengesPerAddress: Limit = { max: 120, windowMs: 60 * 60_000 };
const joinsPerAddress: Limit = { max: 30, windowMs: 60 * 60_000 };
const codesPerEntry: Limit = { max: 3, windowMs: 60 * 60_000 };
const verifiesPerAddress: Limit = { max: 30, windowMs: 60 * 60_000 };
const looksPerAddress: Limit = { max: 1_200, windowMs: 60 * 60_000 };
const remindersPerAddress: Limit = { max: 10, windowMs: 60 * 60_000 };
/** A code is good for this long and this many tries. */
const CODE_MINUTES = 10;
const CODE_TRIES = 5;

async function onlineClub(ctx: AppContext, rawId: string) {
  const club = await ctx.repos.clubs.findById(new ObjectId(rawId));
  if (!club || !(await ownerIsActive(ctx, club))) throw notFound();
  return club;
}

/** The club's next release if it is of `date` (made on first use, its rule copied from the club's settings). */
async function nextReleaseOf(ctx: AppContext, club: ClubDoc, date: string): Promise<ReleaseDoc | null> {
  const settings = await reservationSettingsOf(ctx, club);
  const { next } = releaseTimes(club.timeZone, ctx.now(), settings.onlineDaysAhead, settings.release);
  if (!settings.release || !next || next.date !== date) return null;
  const now = ctx.now();
  return ctx.repos.releases.ensureRelease({
    _id: new ObjectId(),
    clubId: club._id,
    date,
    opensAt: next.opensAt,
    joinFrom: next.joinFrom,
    turnMs: settings.release.turnMinutes * 60_000,
    atOnce: settings.release.atOnce,
    maxBookings: settings.release.maxBookings,
    maxPlayers: settings.release.maxPlayers,
    state: "open",
    seed: null,
    drawnAt: null,
    lastPosition: 0,
    servingUpTo: 0,
    remindersSent: false,
    version: 0,
    createdAt: now,
    updatedAt: now,
  });
}

/** The release a golfer may join now on `date`: the next one once its joining opened, or one being served. */
async function joinableRelease(ctx: AppContext, club: ClubDoc, date: string): Promise<ReleaseDoc> {
  const now = ctx.now();
  const serving = await ctx.repos.releases.findRelease(club._id, date);
  if (serving?.state === "drawn") return serving;
  const next = serving?.state === "open" ? serving : await nextReleaseOf(ctx, club, date);
  if (next?.state !== "open" || now < next.joinFrom) throw new ApiError(409, "release_not_joinable");
  return next;
}

/** The proof of work a join must carry, for this club. */
export async function releaseChallenge(ctx: AppContext, rawId: string, address: string) {
  await takeLeasedAttempt(ctx, `release-challenge:${address}`, challengesPerAddress);
  const club = await onlineClub(ctx, rawId);
  return newChallenge(ctx, club._id.toHexString());
}

/** A second writer of the same entry or reminder lost the race to the first: the first one stands. */
const ignoreDuplicate = (error: unknown) => {
  if (!isDuplicateKey(error)) throw error;
};

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
const codeDigest = (entryId: ObjectId, code: string) => tokenDigest(`${entryId.toHexString()}:${code}`);

/**
 * A golfer asks to join a release: the proof of work is spent, the address is checked against the club's strike
 * rule, and a code is mailed to it. One entry per identity (`identityOf`): an address already verified in this
 * line is refused; one not yet verified is sent a new code (three an hour).
 */
export async function joinRelease(
  ctx: AppContext,
  rawId: string,
  input: ReleaseJoinInput,
  address: string,
  language: MessageLanguage,
): Promise<ReleaseJoinAnswer> {
  await takeAttempt(ctx, [[`release-join:${address}`, joinsPerAddress]]);
  const club = await onlineClub(ctx, rawId);
  await spendProof(ctx, club._id.toHexString(), input.proof);
  const release = await joinableRelease(ctx, club, input.date);
  const email = input.email.toLowerCase();
  await refuseIfBlocked(ctx, club, { email }, language);
  const identity = identityOf(email);
  const now = ctx.now();
  let entry = await ctx.repos.releases.findEntry(release._id, identity);
  if (entry && entry.state !== "unverified") throw new ApiError(409, "release_already_joined");
  const code = newCode();
  const codeExpiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
  if (!entry) {
    const fresh: ReleaseEntryDoc = {
      _id: new ObjectId(),
      releaseId: release._id,
      clubId: club._id,
      identity,
      email,
      language,
      state: "unverified",
      codeDigest: "",
      codeExpiresAt,
      codeTries: 0,
      codesSent: 0,
      position: null,
      turnEndsAt: null,
      turns: 0,
      bookings: 0,
      players: 0,
      createdAt: now,
      updatedAt: now,
    };
    await ctx.repos.releases.entries.insertOne(fresh).catch(ignoreDuplicate);
    entry = await ctx.repos.releases.findEntry(release._id, identity);
    if (entry?.state !== "unverified") throw new ApiError(409, "release_already_joined");
  }
  await takeAttempt(ctx, [[`release-code:${entry._id.toHexString()}`, codesPerEntry]]);
  const sent = await ctx.repos.releases.moveEntry(
    entry._id,
    { state: "unverified" },
    { codeDigest: codeDigest(entry._id, code), codeExpiresAt, codeTries: 0, email, language },
    now,
    { codesSent: 1 },
  );
  if (!sent) throw new ApiError(409, "release_already_joined");
  const words = {
    club: club.name,
    date: release.date,
    time: releaseClock(club, release),
    code,
    minutes: release.turnMs / 60_000,
  };
  await ctx.mailer.send(releaseCodeMail(email, words, language)).catch(() => undefined);
  return { entryId: entry._id.toHexString(), codeExpiresAt: codeExpiresAt.toISOString() };
}

/** Where an entry stands for its golfer; the line's length is read only before the draw (it is then a count). */
export async function entryView(ctx: AppContext, entry: ReleaseEntryDoc): Promise<ReleaseEntry> {
  const release = await ctx.repos.releases.findReleaseById(entry.releaseId);
  if (!release) throw notFound();
  const lineLength =
    release.state === "open" ? await ctx.repos.releases.countLine(release._id) : release.lastPosition;
  return viewOf(release, entry, lineLength);
}

export function viewOf(release: ReleaseDoc, entry: ReleaseEntryDoc, lineLength: number): ReleaseEntry {
  const state =
    release.state === "over" && entry.state !== "done"
      ? "closed"
      : entry.state === "unverified"
        ? "joined"
        : entry.state;
  const position = entry.position;
  return {
    entryId: entry._id.toHexString(),
    clubId: release.clubId.toHexString(),
    date: release.date,
    opensAt: release.opensAt.toISOString(),
    state,
    position,
    // Turns go by number: every number up to `servingUpTo` has had its turn, every one after it still waits.
    ahead: state === "waiting" && position !== null ? Math.max(0, position - release.servingUpTo - 1) : null,
    lineLength,
    turnEndsAt: state === "turn" && entry.turnEndsAt ? entry.turnEndsAt.toISOString() : null,
    turnMinutes: release.turnMs / 60_000,
    bookingsLeft: Math.max(0, release.maxBookings - entry.bookings),
    playersLeft: Math.max(0, release.maxPlayers - entry.players),
  };
}

/**
 * The golfer enters the mailed code: within its 10 minutes and 5 tries, the entry is verified and answered with the
 * token that names it from then on. Before the draw it waits for it; after, it takes the next number in line.
 */
export async function verifyEntry(
  ctx: AppContext,
  input: ReleaseVerifyInput,
  address: string,
): Promise<ReleaseVerified> {
  await takeAttempt(ctx, [[`release-verify:${address}`, verifiesPerAddress]]);
  const { releases } = ctx.repos;
  const entry = await releases.findEntryById(new ObjectId(input.entryId));
  const now = ctx.now();
  if (entry?.state !== "unverified") throw new ApiError(409, "release_code_wrong");
  if (entry.codeTries >= CODE_TRIES || entry.codeExpiresAt <= now)
    throw new ApiError(409, "release_code_wrong");
  if (codeDigest(entry._id, input.code) !== entry.codeDigest) {
    await releases.moveEntry(entry._id, { state: "unverified" }, {}, now, { codeTries: 1 });
    throw new ApiError(409, "release_code_wrong");
  }
  const release = await releases.findReleaseById(entry.releaseId);
  if (!release || release.state === "over") throw new ApiError(409, "release_not_joinable");
  const position =
    release.state === "drawn" ? (await releases.nextPosition(release._id, now))?.lastPosition : null;
  const token = newToken();
  const verified = await releases.moveEntry(
    entry._id,
    { state: "unverified", codeDigest: entry.codeDigest },
    {
      state: position ? "waiting" : "joined",
      position: position ?? null,
      tokenDigest: tokenDigest(token),
      codeDigest: "",
    },
    now,
  );
  if (!verified) throw new ApiError(409, "release_code_wrong");
  return { token, entry: await entryView(ctx, verified) };
}

async function entryOfToken(ctx: AppContext, token: string) {
  const entry = await ctx.repos.releases.findEntryByToken(tokenDigest(token));
  if (!entry) throw notFound();
  return entry;
}

export async function releaseEntry(ctx: AppContext, token: string, address: string): Promise<ReleaseEntry> {
  await takeLeasedAttempt(ctx, `release-look:${address}`, looksPerAddress);
  return entryView(ctx, await entryOfToken(ctx, token));
}

/** A golfer whose turn passed takes the next number at the end of the line. */
export async function rejoinRelease(ctx: AppContext, token: string, address: string): Promise<ReleaseEntry> {
  await takeAttempt(ctx, [[`release-join:${address}`, joinsPerAddress]]);
  const entry = await entryOfToken(ctx, token);
  const release = await ctx.repos.releases.findReleaseById(entry.releaseId);
  if (entry.state !== "missed" || release?.state !== "drawn") throw new ApiError(409, "release_not_missed");
  const now = ctx.now();
  const moved = await ctx.repos.atomically(async () => {
    const numbered = await ctx.repos.releases.nextPosition(release._id, now);
    if (!numbered) return null;
    return ctx.repos.releases.moveEntry(
      entry._id,
      { state: "missed" },
      { state: "waiting", position: numbered.lastPosition },
      now,
    );
  });
  if (!moved) throw new ApiError(409, "release_not_missed");
  return entryView(ctx, moved);
}

/** The golfer is done before their time is up: the next in line gets the turn at once. */
export async function finishTurn(ctx: AppContext, token: string, address: string): Promise<ReleaseEntry> {
  await takeLeasedAttempt(ctx, `release-look:${address}`, looksPerAddress);
  const entry = await entryOfToken(ctx, token);
  const done = await ctx.repos.releases.moveEntry(
    entry._id,
    { state: "turn" },
    { state: "done", turnEndsAt: null },
    ctx.now(),
  );
  if (done) await advanceLine(ctx, entry.releaseId);
  return entryView(ctx, done ?? entry);
}

/** A golfer asks to be mailed when joining opens (only before it has). */
export async function remindRelease(
  ctx: AppContext,
  rawId: string,
  input: ReleaseReminderInput,
  address: string,
  language: MessageLanguage,
) {
  await takeAttempt(ctx, [[`release-remind:${address}`, remindersPerAddress]]);
  const club = await onlineClub(ctx, rawId);
  const release = await nextReleaseOf(ctx, club, input.date);
  if (release?.state !== "open" || ctx.now() >= release.joinFrom) {
    throw new ApiError(409, "release_not_joinable");
  }
  await ctx.repos.releases.reminders
    .insertOne({
      _id: new ObjectId(),
      releaseId: release._id,
      email: input.email.toLowerCase(),
      language,
      createdAt: ctx.now(),
    })
    .catch(ignoreDuplicate);
}
