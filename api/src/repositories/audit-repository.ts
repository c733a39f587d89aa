import type { AuditAction } from "contracts/domains/staff-roles/schemas";
import type { Collection, Db, Filter, ObjectId } from "mongodb";
import { tx } from "../lib/transaction";
import { pageOf } from "./common";

/** One change to a club's data; appended by `recordAudit` (`api/src/lib/audit.ts`), never edited. */
export interface AuditDoc {
  _id: ObjectId;
  clubId: ObjectId;
  actor: { accountId: ObjectId; email: string };
  action: AuditAction;
  entity: string;
  entityId: ObjectId;
  summary: string;
  at: Date;
}

export interface AuditSearch {
  entity?: string;
}

export class AuditRepository {
  readonly collection: Collection<AuditDoc>;

  constructor(db: Db) {
    this.collection = db.collection<AuditDoc>("audit");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ clubId: 1, at: -1 }, { name: "club_at" });
    await this.collection.createIndex({ clubId: 1, entity: 1, at: -1 }, { name: "club_entity_at" });
  }

  insert(entry: AuditDoc) {
    return this.collection.insertOne(entry, tx());
  }

  /** One page of the club's trail, newest first; `search.entity` keeps one kind of thing. */
  async page(clubId: ObjectId, search: AuditSearch, page: number, pageSize: number) {
    const filter: Filter<AuditDoc> = search.entity ? { clubId, entity: search.entity } : { clubId };
    return pageOf(this.collection, filter, { at: -1, _id: -1 }, page, pageSize);
  }
}
