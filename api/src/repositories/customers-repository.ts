import type { CustomerChannel, CustomerCountry, Gender } from "contracts/domains/customers/schemas";
import type { Collection, Db, Filter, FindOptions, ObjectId } from "mongodb";
import { MongoBulkWriteError } from "mongodb";
import { customerSearchKeys, searchPrefix } from "../lib/search-keys";
import { tx } from "../lib/transaction";
import { dropIndexesIfPresent, escapeRegex, NEWEST_FIRST, pageOf } from "./common";

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
  country: CustomerCountry | null;
  channel: CustomerChannel;
  note: string;
  /**
   * The normalised starts a search matches (`customerSearchKeys` of `lib/search-keys.ts`): written with the
   * name, email and mobile by every insert and update here, so the search reads one range of an index.
   */
  searchKeys: string[];
  /**
   * How many of the customer's bookings hold places, kept by the reservations' writes in their transaction
   * (`customer-reservation-counts.ts`); zero when a customer is added, absent (zero) before migration 4.
   */
  reservationCount?: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A customer as callers write it: the repository adds the search keys and the count of a new customer. */
export type CustomerDraft = Omit<CustomerDoc, "searchKeys">;

const withSearchKeys = (customer: CustomerDraft): CustomerDoc => ({
  reservationCount: 0,
  ...customer,
  searchKeys: customerSearchKeys(customer),
});

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

  /** The collection's name, for a report's `$lookup` from the reservations. */
  get collectionName() {
    return this.collection.collectionName;
  }

  async ensureIndexes() {
    await this.collection.createIndex(
      { clubId: 1, emailKey: 1 },
      { unique: true, name: "club_email_unique" },
    );
    // The list (newest first), also by tier; the tier counts and "tier in use" read the second's prefix.
    await this.collection.createIndex({ clubId: 1, createdAt: -1, _id: -1 }, { name: "club_newest" });
    await this.collection.createIndex(
      { clubId: 1, tierId: 1, createdAt: -1, _id: -1 },
      { name: "club_tier_newest" },
    );
    // Every search: one range of keys from the typed prefix.
    await this.collection.createIndex({ clubId: 1, searchKeys: 1 }, { name: "club_search_keys" });
    await dropIndexesIfPresent(this.collection, ["club_tier"]);
  }

  /** A search `q` matches the customers with a search key starting with it (`searchPrefix`). */
  filterOf(clubId: ObjectId, search: CustomerSearch): Filter<CustomerDoc> {
    const filter: Filter<CustomerDoc> = { clubId };
    if (search.tierId) filter.tierId = search.tierId;
    if (search.channel) filter.channel = search.channel;
    if (search.q) {
      const prefix = searchPrefix(search.q);
      // Nothing searchable typed (only spaces or marks): no key is empty, so this matches no one.
      filter.searchKeys = prefix ? { $regex: `^${escapeRegex(prefix)}` } : "";
    }
    return filter;
  }

  /** With a search, the search keys' index, which narrows most; else the planner's choice of the others. */
  private optionsOf(search: CustomerSearch): FindOptions {
    return search.q ? { hint: "club_search_keys" } : {};
  }

  async page(clubId: ObjectId, search: CustomerSearch, page: number, pageSize: number) {
    const filter = this.filterOf(clubId, search);
    return pageOf(this.collection, filter, NEWEST_FIRST, page, pageSize, this.optionsOf(search));
  }

  /**
   * The desk's look-up while booking: the first `limit` customers with a key starting with what was typed, read
   * in key order from the search index (no sort of every match).
   */
  searchCursor(clubId: ObjectId, q: string, limit: number) {
    return this.collection.find(this.filterOf(clubId, { q }), { hint: "club_search_keys" }).limit(limit);
  }

  /** `searchCursor`'s customers, by name. */
  async search(clubId: ObjectId, q: string, limit: number) {
    const found = await this.searchCursor(clubId, q, limit).toArray();
    return found.sort(
      (a, b) => a.name.localeCompare(b.name) || a._id.toHexString().localeCompare(b._id.toHexString()),
    );
  }

  /** How many customers match, counting no further than `atMost` (an export checks its bound with it). */
  count(clubId: ObjectId, search: CustomerSearch, atMost: number) {
    return this.collection.countDocuments(this.filterOf(clubId, search), {
      limit: atMost,
      ...this.optionsOf(search),
    });
  }

  /** The matching customers newest first, read in batches as the caller consumes them (the CSV export). */
  stream(clubId: ObjectId, search: CustomerSearch) {
    return this.collection
      .find(this.filterOf(clubId, search), { ...this.optionsOf(search), batchSize: 500 })
      .sort(NEWEST_FIRST);
  }

  insert(customer: CustomerDraft) {
    return this.collection.insertOne(withSearchKeys(customer), tx());
  }

  /**
   * Inserts every customer it can; answers the positions a unique index refused (an email another request wrote
   * meanwhile) instead of failing the whole batch.
   */
  async insertEach(customers: CustomerDraft[]): Promise<Set<number>> {
    try {
      await this.collection.insertMany(customers.map(withSearchKeys), { ordered: false });
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

  /** How many of the club's customers hold each tier (read from the club's tier index, no other club's). */
  async countByTier(clubId: ObjectId, tierIds: ObjectId[]) {
    const rows = await this.collection
      .aggregate<{ _id: ObjectId; count: number }>([
        { $match: { clubId, tierId: { $in: tierIds } } },
        { $group: { _id: "$tierId", count: { $sum: 1 } } },
      ])
      .toArray();
    return new Map(rows.map((r) => [r._id.toHexString(), r.count]));
  }

  async tierInUse(clubId: ObjectId, tierId: ObjectId) {
    return (await this.collection.countDocuments({ clubId, tierId }, tx({ limit: 1 }))) > 0;
  }

  /** Changes a customer; a change of name, email or mobile names all three, so the search keys follow. */
  update(
    clubId: ObjectId,
    customerId: ObjectId,
    fields: Partial<
      Omit<CustomerDraft, "_id" | "clubId" | "name" | "email" | "mobile" | "reservationCount">
    > &
      ({ name: string; email: string; mobile: string } | { name?: never; email?: never; mobile?: never }),
  ) {
    const searched = fields.name === undefined ? {} : { searchKeys: customerSearchKeys(fields) };
    return this.collection.findOneAndUpdate(
      { _id: customerId, clubId },
      { $set: { ...fields, ...searched } },
      tx({ returnDocument: "after" as const }),
    );
  }

  delete(clubId: ObjectId, customerId: ObjectId) {
    return this.collection.deleteOne({ _id: customerId, clubId }, tx());
  }
}
