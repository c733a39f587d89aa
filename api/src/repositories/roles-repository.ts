import type { RolePermissions } from "contracts/domains/staff-roles/schemas";
import type { Collection, Db, ObjectId } from "mongodb";
import { tx } from "../lib/transaction";

export interface RoleDoc {
  _id: ObjectId;
  clubId: ObjectId;
  name: string;
  /** The name in lower case: a club's role names are unique whatever their case. */
  nameKey: string;
  note: string;
  permissions: RolePermissions;
  createdAt: Date;
  updatedAt: Date;
}

export const roleNameKey = (name: string) => name.trim().toLowerCase();

export class RolesRepository {
  readonly collection: Collection<RoleDoc>;

  constructor(db: Db) {
    this.collection = db.collection<RoleDoc>("roles");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ clubId: 1, nameKey: 1 }, { unique: true, name: "club_name_unique" });
    // The club's roles, oldest first.
    await this.collection.createIndex({ clubId: 1, createdAt: 1, _id: 1 }, { name: "club_oldest" });
  }

  insert(role: RoleDoc) {
    return this.collection.insertOne(role);
  }

  findInClub(clubId: ObjectId, roleId: ObjectId) {
    return this.collection.findOne({ _id: roleId, clubId });
  }

  /** The names of the roles with these ids (what a list of staff shows beside each member). */
  async namesOf(ids: readonly ObjectId[]) {
    if (ids.length === 0) return new Map<string, string>();
    const roles = await this.collection
      .find({ _id: { $in: [...ids] } }, { projection: { name: 1 } })
      .toArray();
    return new Map(roles.map((r) => [r._id.toHexString(), r.name]));
  }

  listForClub(clubId: ObjectId) {
    return this.collection.find({ clubId }).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  async hasAny(clubId: ObjectId) {
    return (await this.collection.countDocuments({ clubId }, { limit: 1 })) > 0;
  }

  update(
    clubId: ObjectId,
    roleId: ObjectId,
    fields: Pick<RoleDoc, "name" | "nameKey" | "note" | "permissions" | "updatedAt">,
  ) {
    return this.collection.findOneAndUpdate(
      { _id: roleId, clubId },
      { $set: fields },
      { returnDocument: "after" },
    );
  }

  /**
   * Marks the role as being given to someone, inside the caller's transaction: a write to the role itself, so an
   * assignment and the role's deletion never both commit (the one that loses the write conflict runs again and
   * sees the other). Answers false when the club has no such role (deleted meanwhile).
   */
  async claim(clubId: ObjectId, roleId: ObjectId) {
    const result = await this.collection.updateOne(
      { _id: roleId, clubId },
      { $inc: { assignments: 1 } },
      tx(),
    );
    return result.matchedCount === 1;
  }

  delete(clubId: ObjectId, roleId: ObjectId) {
    return this.collection.deleteOne({ _id: roleId, clubId }, tx());
  }
}
