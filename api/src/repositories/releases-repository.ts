import type { MessageLanguage } from "contracts/errors/messages";
import type { Collection, Db, ObjectId } from "mongodb";
import { tx } from "../lib/transaction";
import { isDuplicateKey } from "./common";

/**
 * One release of one club's play day. Made by the first golfer who joins or asks for a reminder; its rule is copied
 * from the club's settings then, so a change of settings does not change a release under way.
 */
export interface ReleaseDoc {
  _id: ObjectId;
  clubId: ObjectId;
  /** The play day released. */
  date: string;
  opensAt: Date;
  joinFrom: Date;
  turnMs: number;
  atOnce: number;
  maxBookings: number;
  maxPlayers: number;
  /** `open`: joining, before the draw; `drawn`: the line is being served; `over`: the day is open to everyone. */
  state: "open" | "drawn" | "over";
  /** The draw's seed (hex), recorded with the order it gave; null before the draw. */
  seed: string | null;
  drawnAt: Date | null;
  /** The last number in line given (the draw's count, then each who joins or rejoins after it). */
  lastPosition: number;
  /** Every number up to this one has had its turn. */
  servingUpTo: number;
  /** Whether the reminder mails went out (once, when joining opens). */
  remindersSent: boolean;
  /** Raised by every advance of the line: two instances advancing at once, only one writes. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export type ReleaseEntryState = "unverified" | "joined" | "waiting" | "turn" | "done" | "missed";

/** One golfer in one release: their verified address, their number in line and what they booked. */
export interface ReleaseEntryDoc {
  _id: ObjectId;
  releaseId: ObjectId;
  clubId: ObjectId;
  /** The address as one identity: lower case, without a "+tag", without dots for Gmail. */
  identity: string;
  /** The address as typed (lower case): where mails go. */
  email: string;
  language: MessageLanguage;
  state: ReleaseEntryState;
  codeDigest: string;
  codeExpiresAt: Date;
  codeTries: number;
  codesSent: number;
  /** SHA-256 of the entry's token (answered once by the verification); absent until verified (a sparse index). */
  tokenDigest?: string;
  position: number | null;
  turnEndsAt: Date | null;
  turns: number;
  bookings: number;
  players: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReleaseReminderDoc {
  _id: ObjectId;
  releaseId: ObjectId;
  email: string;
  language: MessageLanguage;
  createdAt: Date;
}

/** A spent proof of work: its signature, kept until the challenge could no longer be used anyway. */
export interface SpentProofDoc {
  _id: string;
  expiresAt: Date;
}

export class ReleasesRepository {
  readonly releases: Collection<ReleaseDoc>;
  readonly entries: Collection<ReleaseEntryDoc>;
  readonly reminders: Collection<ReleaseReminderDoc>;
  readonly proofs: Collection<SpentProofDoc>;
  private readonly secretsCollection: Collection<{ _id: string; value: string }>;
  private readonly secrets = new Map<string, string>();

  constructor(db: Db) {
    this.releases = db.collection<ReleaseDoc>("releases");
    this.entries = db.collection<ReleaseEntryDoc>("releaseEntries");
    this.reminders = db.collection<ReleaseReminderDoc>("releaseReminders");
    this.proofs = db.collection<SpentProofDoc>("releaseProofs");
    this.secretsCollection = db.collection<{ _id: string; value: string }>("releaseSecrets");
  }

  async ensureIndexes() {
    await this.releases.createIndex({ clubId: 1, date: 1 }, { name: "club_day", unique: true });
    await this.releases.createIndex({ state: 1, opensAt: 1 }, { name: "state_opens" });
    await this.entries.createIndex({ releaseId: 1, identity: 1 }, { name: "release_identity", unique: true });
    await this.entries.createIndex({ releaseId: 1, state: 1, position: 1 }, { name: "release_line" });
    await this.entries.createIndex({ tokenDigest: 1 }, { name: "token", unique: true, sparse: true });
    await this.reminders.createIndex({ releaseId: 1, email: 1 }, { name: "release_email", unique: true });
    await this.proofs.createIndex({ expiresAt: 1 }, { name: "expiry", expireAfterSeconds: 0 });
  }

  findRelease(clubId: ObjectId, date: string) {
    return this.releases.findOne({ clubId, date }, tx());
  }

  findReleaseById(id: ObjectId) {
    return this.releases.findOne({ _id: id }, tx());
  }

  /** The club's release of `date`, made from `fresh` if there is none yet (two makers at once: one is kept). */
  async ensureRelease(fresh: ReleaseDoc): Promise<ReleaseDoc> {
    await this.releases.updateOne(
      { clubId: fresh.clubId, date: fresh.date },
      { $setOnInsert: fresh },
      tx({ upsert: true }),
    );
    return (await this.findRelease(fresh.clubId, fresh.date)) as ReleaseDoc;
  }

  /** Releases whose draw or line is due: open ones past their time, drawn ones being served. */
  due(now: Date) {
    return this.releases
      .find({ $or: [{ state: "open", opensAt: { $lte: now } }, { state: "drawn" }] }, tx())
      .toArray();
  }

  /** Open releases whose joining has started and whose reminders have not gone out. */
  remindersDue(now: Date) {
    return this.releases
      .find({ state: "open", remindersSent: false, joinFrom: { $lte: now } }, tx())
      .toArray();
  }

  /** The one conditional write of each step of a release: answers the release as written, or null if it moved. */
  step(release: ReleaseDoc, set: Partial<ReleaseDoc>, now: Date) {
    return this.releases.findOneAndUpdate(
      { _id: release._id, version: release.version },
      { $set: { ...set, updatedAt: now }, $inc: { version: 1 } },
      tx({ returnDocument: "after" as const }),
    );
  }

  /** The next number in line, for one who joins or rejoins after the draw. */
  nextPosition(releaseId: ObjectId, now: Date) {
    return this.releases.findOneAndUpdate(
      { _id: releaseId, state: "drawn" },
      { $inc: { lastPosition: 1 }, $set: { updatedAt: now } },
      tx({ returnDocument: "after" as const }),
    );
  }

  findEntry(releaseId: ObjectId, identity: string) {
    return this.entries.findOne({ releaseId, identity }, tx());
  }

  findEntryById(id: ObjectId) {
    return this.entries.findOne({ _id: id }, tx());
  }

  findEntryByToken(digest: string) {
    return this.entries.findOne({ tokenDigest: digest }, tx());
  }

  countLine(releaseId: ObjectId) {
    return this.entries.countDocuments(
      { releaseId, state: { $in: ["joined", "waiting", "turn", "done", "missed"] } },
      tx(),
    );
  }

  /** Entries in `state`, by number in line. */
  inState(releaseId: ObjectId, state: ReleaseEntryState, limit = 0) {
    return this.entries.find({ releaseId, state }, tx()).sort({ position: 1, _id: 1 }).limit(limit).toArray();
  }

  /** Moves an entry only if it is still as read (`from`): answers it as written, or null. */
  moveEntry(
    id: ObjectId,
    from: Partial<ReleaseEntryDoc>,
    set: Partial<ReleaseEntryDoc>,
    now: Date,
    inc: Partial<Record<"turns" | "bookings" | "players" | "codeTries" | "codesSent", number>> = {},
  ) {
    return this.entries.findOneAndUpdate(
      { _id: id, ...from },
      { $set: { ...set, updatedAt: now }, ...(Object.keys(inc).length ? { $inc: inc } : {}) },
      tx({ returnDocument: "after" as const }),
    );
  }

  /**
   * A secret of the releases, made by the first instance that needs it and read by every other (it never changes,
   * so an instance may keep it).
   */
  async secret(name: string, make: () => string): Promise<string> {
    const cached = this.secrets.get(name);
    if (cached) return cached;
    await this.secretsCollection.updateOne(
      { _id: name },
      { $setOnInsert: { value: make() } },
      { upsert: true },
    );
    const doc = await this.secretsCollection.findOne({ _id: name });
    if (!doc) throw new Error(`release secret ${name} missing`);
    this.secrets.set(name, doc.value);
    return doc.value;
  }

  /**
   * Counts a booking against a golfer whose turn it is, within the release caps: one conditional write (in turn,
   * before its end, under both caps), so two bookings at once cannot both pass a cap. Null: not so.
   */
  takeFromTurn(id: ObjectId, players: number, caps: { maxBookings: number; maxPlayers: number }, now: Date) {
    return this.entries.findOneAndUpdate(
      {
        _id: id,
        state: "turn",
        turnEndsAt: { $gt: now },
        bookings: { $lt: caps.maxBookings },
        players: { $lte: caps.maxPlayers - players },
      },
      { $inc: { bookings: 1, players }, $set: { updatedAt: now } },
      tx({ returnDocument: "after" as const }),
    );
  }

  /** Spends a proof of work once: false when it was spent before. */
  async spendProof(signature: string, expiresAt: Date) {
    try {
      await this.proofs.insertOne({ _id: signature, expiresAt }, tx());
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
