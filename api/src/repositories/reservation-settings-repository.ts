import type { ReservationSettings } from "contracts/domains/reservations/settings";
import type { Collection, Db, ObjectId } from "mongodb";

/** A club's offline settings, one small document a club; a club without one uses the defaults. */
export interface ReservationSettingsDoc extends ReservationSettings {
  _id: ObjectId;
  updatedAt: Date;
}

export class ReservationSettingsRepository {
  readonly collection: Collection<ReservationSettingsDoc>;

  constructor(db: Db) {
    this.collection = db.collection<ReservationSettingsDoc>("reservationSettings");
  }

  // Keyed by the club's id, so there is nothing to index beyond `_id`.
  async ensureIndexes() {}

  /** The clubs that switched automatic no-shows on (few; a scan of this small collection). */
  autoNoShowClubs() {
    return this.collection.find({ autoNoShow: true }).toArray();
  }

  findByClub(clubId: ObjectId) {
    return this.collection.findOne({ _id: clubId });
  }

  save(clubId: ObjectId, settings: ReservationSettings, now: Date) {
    return this.collection.findOneAndUpdate(
      { _id: clubId },
      { $set: { ...settings, updatedAt: now } },
      { upsert: true, returnDocument: "after" },
    );
  }
}
