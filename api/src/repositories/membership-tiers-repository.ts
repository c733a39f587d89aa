import type { TierPeriod, TierStatus } from "contracts/domains/membership-tiers/schemas";
import type { DiscountTarget } from "contracts/domains/pricing/booking";
import type { Collection, Db, Filter, ObjectId } from "mongodb";
import { tx } from "../lib/transaction";
import { dropIndexesIfPresent, NEWEST_FIRST, pageOf } from "./common";

export interface TierDoc {
  _id: ObjectId;
  clubId: ObjectId;
  name: string;
  /** The name in lower case: a club's tier names are unique whatever their case. */
  nameKey: string;
  priceCents: number;
  period: TierPeriod;
  discountRatePercent: number;
  discountTarget: DiscountTarget;
  benefit: string;
  note: string;
  status: TierStatus;
  createdAt: Date;
  updatedAt: Date;
}

export const tierNameKey = (name: string) => name.trim().toLowerCase();

export interface TierSearch {
  status?: TierStatus;
}

export class MembershipTiersRepository {
  readonly collection: Collection<TierDoc>;

  constructor(db: Db) {
    this.collection = db.collection<TierDoc>("membershipTiers");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ clubId: 1, nameKey: 1 }, { unique: true, name: "club_name_unique" });
    // The list, newest first (and the club's tiers oldest first, read backwards).
    await this.collection.createIndex({ clubId: 1, createdAt: -1, _id: -1 }, { name: "club_newest_id" });
    await dropIndexesIfPresent(this.collection, ["club_newest"]);
  }

  insert(tier: TierDoc) {
    return this.collection.insertOne(tier);
  }

  findInClub(clubId: ObjectId, tierId: ObjectId) {
    return this.collection.findOne({ _id: tierId, clubId });
  }

  listForClub(clubId: ObjectId) {
    return this.collection.find({ clubId }).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  async page(clubId: ObjectId, search: TierSearch, page: number, pageSize: number) {
    const filter: Filter<TierDoc> = { clubId, ...(search.status ? { status: search.status } : {}) };
    return pageOf(this.collection, filter, NEWEST_FIRST, page, pageSize);
  }

  update(clubId: ObjectId, tierId: ObjectId, fields: Partial<Omit<TierDoc, "_id" | "clubId" | "createdAt">>) {
    return this.collection.findOneAndUpdate(
      { _id: tierId, clubId },
      { $set: fields },
      { returnDocument: "after" },
    );
  }

  /**
   * Marks the tier as being given to a customer, inside the caller's transaction: a write to the tier itself, so
   * an assignment and the tier's deletion never both commit. Answers false when the club has no such tier.
   */
  async claim(clubId: ObjectId, tierId: ObjectId) {
    const result = await this.collection.updateOne(
      { _id: tierId, clubId },
      { $inc: { assignments: 1 } },
      tx(),
    );
    return result.matchedCount === 1;
  }

  delete(clubId: ObjectId, tierId: ObjectId) {
    return this.collection.deleteOne({ _id: tierId, clubId }, tx());
  }
}
