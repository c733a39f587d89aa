import type { AuditAction } from "contracts/domains/audit/schemas";
import type { Collection, Db, Filter, ObjectId } from "mongodb";
import { tx } from "../lib/transaction";
import { dropIndexesIfPresent } from "./common";

/** One change to a club's data; appended through `auditedWrites` or `recordAuditBy` (`api/src/lib/`), never edited. */
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

/**
 * How long the trail keeps an entry: two years, then a TTL index deletes it. A year-on-year question ("who changed
 * last season's prices?") still finds its answer; disputes come up within months. Entries name staff (email) and
 * customers (in summaries), which should not be kept forever, and a busy club writes one per booking and change,
 * so without an end the collection would only grow. Reading a page does not depend on the trail's length (keyset
 * paging on `club_at_id`); the bound is about storage and personal data.
 */
export const AUDIT_RETENTION_DAYS = 730;

/** The newest entry first; the id orders entries written in the same millisecond. */
const NEWEST_FIRST = { at: -1, _id: -1 } as const;

export class AuditRepository {
  readonly collection: Collection<AuditDoc>;

  constructor(db: Db) {
    this.collection = db.collection<AuditDoc>("audit");
  }

  async ensureIndexes() {
    // The page's sort, whole: the club (and the kind of thing) to one value, then newest first.
    await this.collection.createIndex({ clubId: 1, at: -1, _id: -1 }, { name: "club_at_id" });
    await this.collection.createIndex(
      { clubId: 1, entity: 1, at: -1, _id: -1 },
      { name: "club_entity_at_id" },
    );
    await this.collection.createIndex(
      { at: 1 },
      { name: "retention", expireAfterSeconds: AUDIT_RETENTION_DAYS * 86_400 },
    );
    await dropIndexesIfPresent(this.collection, ["club_at", "club_entity_at"]);
  }

  insert(entry: AuditDoc) {
    return this.collection.insertOne(entry, tx());
  }

  /**
   * The query of one page: the club's entries (of one kind), newest first, from after `after` (the previous
   * page's last entry) on. Read from `club_entity_at_id` or `club_at_id` within the club and up to `after.at`,
   * in index order, so the page is `limit` index keys whatever its depth.
   */
  pageCursor(clubId: ObjectId, search: AuditSearch, after: { at: Date; id: ObjectId } | null, limit: number) {
    const filter: Filter<AuditDoc> = search.entity ? { clubId, entity: search.entity } : { clubId };
    if (after) {
      filter.at = { $lte: after.at };
      filter.$or = [{ at: { $lt: after.at } }, { _id: { $lt: after.id } }];
    }
    return this.collection
      .find(filter, { hint: search.entity ? "club_entity_at_id" : "club_at_id" })
      .sort(NEWEST_FIRST)
      .limit(limit);
  }

  /** One page of the club's trail, newest first, and whether older entries follow it. */
  async page(
    clubId: ObjectId,
    search: AuditSearch,
    after: { at: Date; id: ObjectId } | null,
    pageSize: number,
  ) {
    const rows = await this.pageCursor(clubId, search, after, pageSize + 1).toArray();
    return { list: rows.slice(0, pageSize), more: rows.length > pageSize };
  }
}
