import { FREEING_STATUSES, holdsPlaces } from "contracts/domains/reservations/rules";
import type { Collection, Db, ObjectId } from "mongodb";
import { tx } from "../lib/transaction";
import type { ReservationDoc } from "./reservation-docs";

type Counted = Pick<ReservationDoc, "customerId" | "status">;

/** The customer a booking counts for in their `reservationCount`: theirs while it holds places, else none. */
const countedFor = (doc: Counted | null) =>
  doc?.customerId && holdsPlaces(doc.status) ? doc.customerId : null;

/**
 * Each customer's `reservationCount`: how many of their bookings hold places (not cancelled, no-show or deleted).
 * The customers page, a customer's detail and the export show it as kept on the customer, without counting the
 * reservations. The reservations repository moves it in the transaction of every write that changes a booking's
 * status or customer (`move`), so it commits with the write or not at all, whichever API instance writes; it
 * equals `countedByCustomer` at every commit. `recountClub` sets it from the reservations (demo data, migration).
 */
export class CustomerReservationCounts {
  private readonly customers: Collection<{ _id: ObjectId; clubId: ObjectId; reservationCount?: number }>;

  constructor(
    db: Db,
    private readonly reservations: Collection<ReservationDoc>,
  ) {
    this.customers = db.collection("customers");
  }

  /** Moves a booking's weight from how it counted before a write (null: it did not exist) to how it counts after. */
  async move(clubId: ObjectId, before: Counted | null, after: Counted | null) {
    const was = countedFor(before);
    const is = countedFor(after);
    if (was && is && was.equals(is)) return;
    if (was) await this.customers.updateOne({ _id: was, clubId }, { $inc: { reservationCount: -1 } }, tx());
    if (is) await this.customers.updateOne({ _id: is, clubId }, { $inc: { reservationCount: 1 } }, tx());
  }

  /** How many bookings holding places each customer of `customerIds` (all) has, counted from the reservations. */
  async countedByCustomer(clubId: ObjectId, customerIds?: readonly ObjectId[]) {
    const rows = await this.counted(clubId, customerIds);
    return new Map(rows.map((r) => [r._id.toHexString(), r.count]));
  }

  private counted(clubId: ObjectId, customerIds?: readonly ObjectId[]) {
    return this.reservations
      .aggregate<{ _id: ObjectId; count: number }>([
        {
          $match: {
            clubId,
            customerId: customerIds ? { $in: [...customerIds] } : { $ne: null },
            status: { $nin: [...FREEING_STATUSES] },
          },
        },
        { $group: { _id: "$customerId", count: { $sum: 1 } } },
      ])
      .toArray();
  }

  /** Sets every customer's count of the club from its reservations (those with none: zero). */
  async recountClub(clubId: ObjectId) {
    const counts = await this.counted(clubId);
    await this.customers.updateMany({ clubId }, { $set: { reservationCount: 0 } });
    const updates = counts.map(({ _id, count }) => ({
      updateOne: {
        filter: { _id, clubId },
        update: { $set: { reservationCount: count } },
      },
    }));
    if (updates.length) await this.customers.bulkWrite(updates, { ordered: false });
  }
}
