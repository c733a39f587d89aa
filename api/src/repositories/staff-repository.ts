import type { StaffStatus } from "contracts/domains/staff-roles/schemas";
import type { Collection, Db, Filter, ObjectId } from "mongodb";
import { tx } from "../lib/transaction";
import { dropIndexesIfPresent, escapeRegex, NEWEST_FIRST, pageOf } from "./common";

/**
 * One employee account's membership of one club. Name and email are copied from the account when the member is
 * added (an account's name and email do not change), so the staff list can be searched and paged in the database.
 */
export interface StaffDoc {
  _id: ObjectId;
  clubId: ObjectId;
  accountId: ObjectId;
  roleId: ObjectId;
  status: StaffStatus;
  name: string;
  email: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface StaffSearch {
  /** Left out: every club's staff (administrators). */
  clubIds?: ObjectId[];
  q?: string;
  status?: StaffStatus;
}

export class StaffRepository {
  readonly collection: Collection<StaffDoc>;

  constructor(db: Db) {
    this.collection = db.collection<StaffDoc>("staff");
  }

  async ensureIndexes() {
    await this.collection.createIndex(
      { clubId: 1, accountId: 1 },
      { unique: true, name: "club_account_unique" },
    );
    await this.collection.createIndex({ accountId: 1 }, { name: "account" });
    await this.collection.createIndex({ roleId: 1 }, { name: "role" });
    // The list's order (newest first, the id breaking ties) within a club, and across every club.
    await this.collection.createIndex({ clubId: 1, createdAt: -1, _id: -1 }, { name: "club_newest" });
    await this.collection.createIndex({ createdAt: -1, _id: -1 }, { name: "newest" });
    await dropIndexesIfPresent(this.collection, ["club_created"]);
  }

  insert(staff: StaffDoc) {
    return this.collection.insertOne(staff, tx());
  }

  findInClub(clubId: ObjectId, staffId: ObjectId) {
    return this.collection.findOne({ _id: staffId, clubId });
  }

  /** The membership that decides what an account may do in a club. */
  findMembership(clubId: ObjectId, accountId: ObjectId) {
    return this.collection.findOne({ clubId, accountId });
  }

  activeMemberships(accountId: ObjectId) {
    return this.collection.find({ accountId, status: "active" }).toArray();
  }

  async countByRole(roleIds: ObjectId[]) {
    const counts = await this.collection
      .aggregate<{ _id: ObjectId; count: number }>([
        { $match: { roleId: { $in: roleIds } } },
        { $group: { _id: "$roleId", count: { $sum: 1 } } },
      ])
      .toArray();
    return new Map(counts.map((c) => [c._id.toHexString(), c.count]));
  }

  async holdsRole(roleId: ObjectId) {
    return (await this.collection.countDocuments({ roleId }, tx({ limit: 1 }))) > 0;
  }

  async page(search: StaffSearch, page: number, pageSize: number) {
    const query: Filter<StaffDoc> = search.clubIds ? { clubId: { $in: search.clubIds } } : {};
    if (search.status) query.status = search.status;
    if (search.q) {
      const pattern = { $regex: escapeRegex(search.q), $options: "i" };
      query.$or = [{ name: pattern }, { email: pattern }];
    }
    return pageOf(this.collection, query, NEWEST_FIRST, page, pageSize);
  }

  update(
    clubId: ObjectId,
    staffId: ObjectId,
    fields: Partial<Pick<StaffDoc, "roleId" | "status" | "updatedAt">>,
  ) {
    return this.collection.findOneAndUpdate(
      { _id: staffId, clubId },
      { $set: fields },
      tx({ returnDocument: "after" as const }),
    );
  }

  delete(clubId: ObjectId, staffId: ObjectId) {
    return this.collection.deleteOne({ _id: staffId, clubId }, tx());
  }
}
