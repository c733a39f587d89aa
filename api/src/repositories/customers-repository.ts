import type { CustomerChannel, CustomerCountry, Gender } from "contracts/domains/membership/schemas";
import type { Collection, Db, Filter, ObjectId } from "mongodb";
import { MongoBulkWriteError } from "mongodb";
import { tx } from "../lib/transaction";
import { escapeRegex, NEWEST_FIRST, pageOf } from "./common";

export interface CustomerDoc {
  _id: ObjectId;
  clubId: ObjectId;
  name: string;
  email: string;
  /** The email in lower case: unique in the club whatever its case, and what an import matches on. */
  emailKey: string;
  mobile: string;
  tierId: ObjectId;
  tierValidUntil: string | null;
  registeredOn: string;
  birthDate: string | null;
  marketingOptIn: boolean;
  gender: Gender;
  country: CustomerCountry;
  channel: CustomerChannel;
  note: string;
  createdAt: Date;
  updatedAt: Date;
}

export const emailKeyOf = (email: string) => email.trim().toLowerCase();

export interface CustomerSearch {
  q?: string;
  tierId?: ObjectId;
  channel?: CustomerChannel;
}

export class CustomersRepository {
  readonly collection: Collection<CustomerDoc>;

  constructor(db: Db) {
    this.collection = db.collection<CustomerDoc>("customers");
  }

  async ensureIndexes() {
    await this.collection.createIndex(
      { clubId: 1, emailKey: 1 },
      { unique: true, name: "club_email_unique" },
    );
    await this.collection.createIndex({ clubId: 1, tierId: 1 }, { name: "club_tier" });
  }

  filterOf(clubId: ObjectId, search: CustomerSearch): Filter<CustomerDoc> {
    const filter: Filter<CustomerDoc> = { clubId };
    if (search.tierId) filter.tierId = search.tierId;
    if (search.channel) filter.channel = search.channel;
    if (search.q) {
      const pattern = { $regex: escapeRegex(search.q), $options: "i" };
      filter.$or = [{ name: pattern }, { email: pattern }, { mobile: pattern }];
    }
    return filter;
  }

  async page(clubId: ObjectId, search: CustomerSearch, page: number, pageSize: number) {
    const filter = this.filterOf(clubId, search);
    return pageOf(this.collection, filter, NEWEST_FIRST, page, pageSize);
  }

  /** The first `limit` matches by name, the look-up a desk does while booking. */
  search(clubId: ObjectId, q: string, limit: number) {
    return this.collection
      .find(this.filterOf(clubId, { q }))
      .sort({ name: 1, _id: 1 })
      .limit(limit)
      .toArray();
  }

  all(clubId: ObjectId, search: CustomerSearch) {
    return this.collection.find(this.filterOf(clubId, search)).sort({ createdAt: -1, _id: -1 }).toArray();
  }

  insert(customer: CustomerDoc) {
    return this.collection.insertOne(customer, tx());
  }

  /**
   * Inserts every customer it can; answers the positions a unique index refused (an email another request wrote
   * meanwhile) instead of failing the whole batch.
   */
  async insertEach(customers: CustomerDoc[]): Promise<Set<number>> {
    try {
      await this.collection.insertMany(customers, { ordered: false });
      return new Set();
    } catch (error) {
      if (!(error instanceof MongoBulkWriteError)) throw error;
      const writeErrors = [error.writeErrors].flat();
      if (writeErrors.length === 0 || writeErrors.some((e) => e.code !== 11000)) throw error;
      return new Set(writeErrors.map((e) => e.index));
    }
  }

  findManyInClub(clubId: ObjectId, customerIds: readonly ObjectId[]) {
    return this.collection.find({ clubId, _id: { $in: [...customerIds] } }).toArray();
  }

  findInClub(clubId: ObjectId, customerId: ObjectId) {
    return this.collection.findOne({ _id: customerId, clubId });
  }

  async existingEmailKeys(clubId: ObjectId, keys: string[]) {
    const found = await this.collection
      .find({ clubId, emailKey: { $in: keys } }, { projection: { emailKey: 1 } })
      .toArray();
    return new Set(found.map((c) => c.emailKey));
  }

  async countByTier(tierIds: ObjectId[]) {
    const rows = await this.collection
      .aggregate<{ _id: ObjectId; count: number }>([
        { $match: { tierId: { $in: tierIds } } },
        { $group: { _id: "$tierId", count: { $sum: 1 } } },
      ])
      .toArray();
    return new Map(rows.map((r) => [r._id.toHexString(), r.count]));
  }

  async tierInUse(clubId: ObjectId, tierId: ObjectId) {
    return (await this.collection.countDocuments({ clubId, tierId }, tx({ limit: 1 }))) > 0;
  }

  update(clubId: ObjectId, customerId: ObjectId, fields: Partial<Omit<CustomerDoc, "_id" | "clubId">>) {
    return this.collection.findOneAndUpdate(
      { _id: customerId, clubId },
      { $set: fields },
      tx({ returnDocument: "after" as const }),
    );
  }

  delete(clubId: ObjectId, customerId: ObjectId) {
    return this.collection.deleteOne({ _id: customerId, clubId }, tx());
  }
}
