import { ACTIVE_WAITLIST_STATES, type WaitlistState } from "contracts/domains/waitlist/states";
import type { MessageLanguage } from "contracts/errors/messages";
import type { Collection, Db, ObjectId } from "mongodb";
import { tx } from "../lib/transaction";

export interface WaitlistOfferDoc {
  reservationId: ObjectId;
  courseId: ObjectId;
  teeTime: string;
  expiresAt: Date;
  offeredAt: Date;
}

export interface WaitlistDoc {
  _id: ObjectId;
  clubId: ObjectId;
  date: string;
  from: string;
  to: string;
  courseId: ObjectId | null;
  players: number;
  name: string;
  phoneCode: string;
  phoneNumber: string;
  /** Lower case; null for a desk entry of a caller without one (their offers go on the desk's call list). */
  email: string | null;
  source: "online" | "desk";
  /** The language the golfer joined in: their mails are written in it. */
  language: MessageLanguage;
  state: WaitlistState;
  /** The place in line: when the entry started to wait (a golfer's once their email is confirmed). */
  queuedAt: Date | null;
  /** SHA-256 of the token of the golfer's mailed link (confirm, look, leave); absent on a desk entry. */
  tokenDigest?: string;
  offer: WaitlistOfferDoc | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The waitlist's entries. Every change of state is one conditional write on the state the writer read, so two API
 * instances never both offer to one entry, and an entry that left is never offered.
 */
export class WaitlistRepository {
  readonly collection: Collection<WaitlistDoc>;

  constructor(db: Db) {
    this.collection = db.collection<WaitlistDoc>("waitlist");
  }

  async ensureIndexes() {
    await this.collection.createIndex(
      { clubId: 1, date: 1, state: 1, queuedAt: 1 },
      { name: "club_day_line" },
    );
    await this.collection.createIndex({ state: 1, date: 1 }, { name: "state_day" });
    await this.collection.createIndex({ tokenDigest: 1 }, { name: "token", unique: true, sparse: true });
    // The entry a hold was offered to: the golfer's page of the hold says it is an offer.
    await this.collection.createIndex({ "offer.reservationId": 1 }, { name: "offer_hold", sparse: true });
  }

  insert(doc: WaitlistDoc) {
    return this.collection.insertOne(doc, tx());
  }

  findById(clubId: ObjectId, id: ObjectId) {
    return this.collection.findOne({ _id: id, clubId }, tx());
  }

  findByToken(digest: string) {
    return this.collection.findOne({ tokenDigest: digest }, tx());
  }

  /** The entry whose offer is (or was) the hold `reservationId`: null for a hold that was never an offer. */
  findByOfferHold(reservationId: ObjectId) {
    return this.collection.findOne({ "offer.reservationId": reservationId }, tx());
  }

  /** Active entries of one email in a club on a play day (the per-email limit). */
  countActive(clubId: ObjectId, date: string, email: string) {
    return this.collection.countDocuments(
      { clubId, date, email, state: { $in: [...ACTIVE_WAITLIST_STATES] } },
      tx(),
    );
  }

  /** A day's entries in line order (those not yet in line last, by when they were made). */
  ofDay(clubId: ObjectId, date: string) {
    return this.collection.find({ clubId, date }, tx()).sort({ queuedAt: 1, createdAt: 1, _id: 1 }).toArray();
  }

  /** Entries waiting or offered, from `fromDate` on, with their clubs and days: what the sweep works on. */
  live(fromDate: string) {
    return this.collection
      .find({ state: { $in: ["waiting", "offered"] }, date: { $gte: fromDate } }, tx())
      .sort({ clubId: 1, date: 1, queuedAt: 1, _id: 1 })
      .toArray();
  }

  /** Entries still unconfirmed or waiting on a day before `beforeDate`: the sweep ends them. */
  stale(beforeDate: string) {
    return this.collection
      .find({ state: { $in: ["unconfirmed", "waiting"] }, date: { $lt: beforeDate } }, tx())
      .toArray();
  }

  /**
   * Moves an entry from `from` to `to` only if it is still in `from` (and, given, still has that offer): answers the
   * entry as written, or null when someone else moved it first.
   */
  transition(
    id: ObjectId,
    from: WaitlistState,
    to: WaitlistState,
    now: Date,
    set: Partial<Pick<WaitlistDoc, "offer" | "queuedAt">> = {},
    offerOf?: ObjectId,
  ) {
    return this.collection.findOneAndUpdate(
      { _id: id, state: from, ...(offerOf ? { "offer.reservationId": offerOf } : {}) },
      { $set: { state: to, updatedAt: now, ...set } },
      tx({ returnDocument: "after" as const }),
    );
  }
}
