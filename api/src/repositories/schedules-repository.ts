import type { PriceKind, ScheduleStatus } from "contracts/domains/schedules/calendar";
import type { Collection, Db, ObjectId } from "mongodb";
import { isDuplicateKey } from "./common";

/** One schedule of a club; dates "YYYY-MM-DD" and times "HH:MM" are the club's local ones. */
export interface ScheduleDoc {
  scheduleId: ObjectId;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  greenFeeId: ObjectId;
  priceKind: PriceKind;
  status: ScheduleStatus;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * All schedules of one club in one document, `_id` being the club's id. Every change replaces the array with one
 * conditional update on `version`, so the overlap check and a multi-part Modify are atomic for the club across any
 * number of API instances (the database needs no transactions for it).
 */
export interface ClubSchedulesDoc {
  _id: ObjectId;
  version: number;
  schedules: ScheduleDoc[];
  updatedAt: Date;
}

export class SchedulesRepository {
  readonly collection: Collection<ClubSchedulesDoc>;

  constructor(db: Db) {
    this.collection = db.collection<ClubSchedulesDoc>("schedules");
  }

  async ensureIndexes() {
    // The club id is the document's _id; no other lookup is made.
  }

  findByClub(clubId: ObjectId) {
    return this.collection.findOne({ _id: clubId });
  }

  /**
   * Replaces the club's schedules if nobody changed them since `version` was read (0: no document yet). Answers
   * false when another write came first; the caller reads again and re-checks.
   */
  async replace(clubId: ObjectId, version: number, schedules: ScheduleDoc[], now: Date): Promise<boolean> {
    if (version === 0) {
      try {
        await this.collection.insertOne({ _id: clubId, version: 1, schedules, updatedAt: now });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    }
    const result = await this.collection.updateOne(
      { _id: clubId, version },
      { $set: { schedules, version: version + 1, updatedAt: now } },
    );
    return result.matchedCount === 1;
  }
}
