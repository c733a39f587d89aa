import { laterDate } from "contracts/domains/common/dates";
import { FREEING_STATUSES, TEE_TIME_CAPACITY } from "contracts/domains/reservations/rules";
import type { Collection, Db, Document, Filter, ObjectId } from "mongodb";
import { tx } from "../lib/transaction";
import { dropIndexesIfPresent, escapeRegex, isDuplicateKey } from "./common";
import { CustomerReservationCounts } from "./customer-reservation-counts";
import {
  type ReservationDoc,
  type ReservationListKey,
  type ReservationSearch,
  referenceSearch,
  type SlotKey,
  type TeeTimeDoc,
  versionFilter,
} from "./reservation-docs";

/** The list's order: by date and tee time from the earliest, the id breaking ties; `club_day_time_id` holds it. */
const LIST_ORDER = { date: 1, teeTime: 1, _id: 1 } as const;

const slotFilter = ({ clubId, date, courseId, teeTime }: SlotKey) => ({ clubId, date, courseId, teeTime });

export class ReservationsRepository {
  readonly collection: Collection<ReservationDoc>;
  readonly teeTimes: Collection<TeeTimeDoc>;
  /** Each customer's `reservationCount`, which every write here keeps in the writer's transaction. */
  readonly customerCounts: CustomerReservationCounts;

  constructor(db: Db) {
    this.collection = db.collection<ReservationDoc>("reservations");
    this.teeTimes = db.collection<TeeTimeDoc>("teeTimes");
    this.customerCounts = new CustomerReservationCounts(db, this.collection);
  }

  /** The reports' grouped reads (`routes/reports/pipelines.ts`), each starting with a `$match` on the club. */
  aggregate<T extends Document>(pipeline: Document[]) {
    return this.collection.aggregate<T>(pipeline).toArray();
  }

  async ensureIndexes() {
    await this.teeTimes.createIndex(
      { clubId: 1, date: 1, courseId: 1, teeTime: 1 },
      { name: "slot", unique: true },
    );
    // The list's order, whole (a window of the club's dates from the earliest, then by tee time and id); a day's
    // bookings, the tee sheet's and the stats' reads use its prefix.
    await this.collection.createIndex(
      { clubId: 1, date: 1, teeTime: 1, _id: 1 },
      { name: "club_day_time_id" },
    );
    await this.collection.createIndex({ reference: 1 }, { name: "reference", unique: true });
    await this.collection.createIndex({ customerId: 1, status: 1 }, { name: "customer_status" });
    // The day's takings: the bookings with a payment taken on a club-local day.
    await this.collection.createIndex({ clubId: 1, "payments.day": 1 }, { name: "club_payment_day" });
    // The expiry sweep's query, and the per-guest count of live holds: pending holds by expiry.
    await this.collection.createIndex(
      { holdExpiresAt: 1 },
      { name: "pending_hold_expiry", partialFilterExpression: { status: "pending" } },
    );
    await this.collection.createIndex(
      { confirmTokenDigest: 1 },
      {
        name: "confirm_token",
        unique: true,
        partialFilterExpression: { confirmTokenDigest: { $type: "string" } },
      },
    );
    // Two requests with one key racing: the second insert is refused here, whichever API instance runs it.
    await this.collection.createIndex(
      { clubId: 1, idempotencyKey: 1 },
      {
        name: "club_idempotency_key",
        unique: true,
        partialFilterExpression: { idempotencyKey: { $type: "string" } },
      },
    );
    // Replaced: club_date_time by club_date_time_id, which listed the latest date first, by club_day_time_id.
    await dropIndexesIfPresent(this.collection, ["club_date_time", "club_date_time_id"]);
  }

  /**
   * Creates a tee time's counter if it is missing (a lost race to create it is fine: the other writer created the
   * same empty counter). Runs outside any transaction, before one takes places: inside one, the refused duplicate
   * would end the transaction.
   */
  async ensureCounter(slot: SlotKey) {
    try {
      await this.teeTimes.updateOne(slotFilter(slot), { $setOnInsert: { players: 0 } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /**
   * Takes `players` places on a tee time in one conditional update: it matches only while the places taken plus
   * `players` stay within the capacity. Answers false when the time is full (or its counter does not exist yet:
   * `ensureCounter` first).
   */
  async take(slot: SlotKey, players: number): Promise<boolean> {
    const result = await this.teeTimes.updateOne(
      { ...slotFilter(slot), players: { $lte: TEE_TIME_CAPACITY - players } },
      { $inc: { players } },
      tx(),
    );
    return result.modifiedCount === 1;
  }

  /** Gives places back; never below zero. */
  async release(slot: SlotKey, players: number) {
    await this.teeTimes.updateOne(
      { ...slotFilter(slot), players: { $gte: players } },
      { $inc: { players: -players } },
      tx(),
    );
  }

  /** A tee time's counter as the caller's transaction sees it. */
  counter(slot: SlotKey) {
    return this.teeTimes.findOne(slotFilter(slot), tx());
  }

  /** The counters with places taken on the dates, all in the first reply (a busy day has more than 101). */
  taken(clubId: ObjectId, dates: readonly string[]) {
    return this.teeTimes
      .find({ clubId, date: { $in: [...dates] }, players: { $gt: 0 } }, { batchSize: 10_000 })
      .toArray();
  }

  /**
   * Reservations from `fromDate` on that still hold places somewhere other than the given courses and tee times:
   * the bookings a change of the club's courses or tee-ups would leave on a slot that no longer exists.
   */
  countHoldingOutside(
    clubId: ObjectId,
    fromDate: string,
    courseIds: readonly ObjectId[],
    teeTimes: readonly string[],
  ) {
    return this.collection.countDocuments({
      clubId,
      date: { $gte: fromDate },
      status: { $nin: [...FREEING_STATUSES] },
      $or: [{ courseId: { $nin: [...courseIds] } }, { teeTime: { $nin: [...teeTimes] } }],
    });
  }

  async insert(doc: ReservationDoc) {
    const result = await this.collection.insertOne(doc, tx());
    await this.customerCounts.move(doc.clubId, null, doc);
    return result;
  }

  findById(clubId: ObjectId, id: ObjectId) {
    return this.collection.findOne({ _id: id, clubId }, tx());
  }

  findByConfirmToken(confirmTokenDigest: string) {
    return this.collection.findOne({ confirmTokenDigest });
  }

  /** Holds whose time is up and that nobody has confirmed or expired yet; of one tee time, or everywhere. */
  dueHolds(now: Date, limit: number, slot?: SlotKey) {
    return this.collection
      .find({ status: "pending", holdExpiresAt: { $lte: now }, ...(slot ? slotFilter(slot) : {}) }, tx())
      .sort({ holdExpiresAt: 1 })
      .limit(limit)
      .toArray();
  }

  /** Expired holds on the dates (still `pending` until the sweep or a booking expires them). */
  expiredHoldsOn(clubId: ObjectId, dates: readonly string[], now: Date) {
    return this.collection
      .find({ clubId, date: { $in: [...dates] }, status: "pending", holdExpiresAt: { $lte: now } })
      .toArray();
  }

  /**
   * Expires one hold: a conditional write that matches only while it is still pending and due, so of every
   * instance trying at once exactly one gets the document back (and gives its places back).
   */
  async expireHold(id: ObjectId, now: Date) {
    const expired = await this.collection.findOneAndUpdate(
      { _id: id, status: "pending", holdExpiresAt: { $lte: now } },
      { $set: { status: "cancelled", updatedAt: now }, $inc: { version: 1 } },
      tx({ returnDocument: "after" as const }),
    );
    if (expired) await this.customerCounts.move(expired.clubId, { ...expired, status: "pending" }, expired);
    return expired;
  }

  /** Live (pending, not yet due) online holds of one guest in a club, by email or by phone. */
  countLiveHolds(
    clubId: ObjectId,
    now: Date,
    guest: { email: string } | { phoneCode: string; phoneNumber: string },
  ) {
    return this.collection.countDocuments({
      clubId,
      status: "pending",
      holdExpiresAt: { $gt: now },
      ...guest,
    });
  }

  /**
   * Takes a hold back that was never offered to anyone (over the guest's limit): removed only if it is still the
   * pending hold on the slot and party it was written with, so its places are given back once.
   */
  async withdrawHold(doc: ReservationDoc) {
    const withdrawn = await this.collection.findOneAndDelete(
      {
        _id: doc._id,
        status: "pending",
        date: doc.date,
        courseId: doc.courseId,
        teeTime: doc.teeTime,
        players: doc.players,
      },
      tx({ includeResultMetadata: false as const }),
    );
    if (!withdrawn) return false;
    await this.customerCounts.move(withdrawn.clubId, withdrawn, null);
    return true;
  }

  /**
   * The golfer's confirmation: only a pending hold, within its time, whose token digest matches. Pending and
   * reserved both hold places: the customer's count does not change.
   */
  confirmHold(confirmTokenDigest: string, now: Date) {
    return this.collection.findOneAndUpdate(
      { confirmTokenDigest, status: "pending", holdExpiresAt: { $gt: now } },
      { $set: { status: "reserved", holdExpiresAt: null, updatedAt: now }, $inc: { version: 1 } },
      tx({ returnDocument: "after" as const }),
    );
  }

  findByIdempotencyKey(clubId: ObjectId, idempotencyKey: string) {
    return this.collection.findOne({ clubId, idempotencyKey }, tx());
  }

  /** A day's bookings but the deleted, all in the first reply (a busy day holds more than a default first batch). */
  ofDay(clubId: ObjectId, date: string) {
    return this.collection
      .find({ clubId, date, status: { $ne: "deleted" } }, { batchSize: 10_000 })
      .sort({ teeTime: 1, createdAt: 1 })
      .toArray();
  }

  /** A day's bookings whose players are expected (reserved or paid): what may become a no-show. */
  expectedOn(clubId: ObjectId, date: string) {
    return this.collection.find({ clubId, date, status: { $in: ["reserved", "paid"] } }).toArray();
  }

  filterOf(clubId: ObjectId, search: ReservationSearch): Filter<ReservationDoc> {
    const filter: Filter<ReservationDoc> = { clubId, date: { $gte: search.from, $lte: search.to } };
    filter.status = search.status ?? { $ne: "deleted" };
    if (search.type) filter.type = search.type;
    if (search.q) {
      const pattern = new RegExp(escapeRegex(search.q), "i");
      const reference = referenceSearch(search.q);
      filter.$or = [
        { name: pattern },
        { phoneNumber: pattern },
        { reference: pattern },
        ...(reference ? [{ reference }] : []),
        { memo: pattern },
      ];
    }
    return filter;
  }

  /**
   * The query of one page: the window's reservations in the list's order, from after `after` (the previous page's
   * last row) on, or skipping `skip` rows. Read from `club_day_time_id` within the club and the window (cut at
   * `after.date`), in index order, so no sort and no read beyond the page (plus the rows a search skips).
   */
  pageCursor(
    clubId: ObjectId,
    search: ReservationSearch,
    at: { after: ReservationListKey } | { skip: number },
    limit: number,
  ) {
    const filter = this.filterOf(clubId, search);
    if ("after" in at) {
      const { date, teeTime, id } = at.after;
      filter.date = { $gte: laterDate(date, search.from), $lte: search.to };
      const after: Filter<ReservationDoc>[] = [
        { date: { $gt: date } },
        { date, teeTime: { $gt: teeTime } },
        { date, teeTime, _id: { $gt: id } },
      ];
      if (filter.$or) {
        filter.$and = [{ $or: filter.$or }, { $or: after }];
        delete filter.$or;
      } else filter.$or = after;
    }
    const cursor = this.collection.find(filter, { hint: "club_day_time_id" }).sort(LIST_ORDER);
    return ("skip" in at && at.skip ? cursor.skip(at.skip) : cursor).limit(limit);
  }

  /** How many reservations of the window match (the list's total), from the same index. */
  count(clubId: ObjectId, search: ReservationSearch) {
    return this.collection.countDocuments(this.filterOf(clubId, search), { hint: "club_day_time_id" });
  }

  /**
   * One page of the window's reservations matching `search`, whether more follow, and how many match in all; a
   * page read after a cursor is not counted again (null): the count reads the whole window, the page only itself.
   * A page with the window's last row on it is not counted either: its rows and those skipped are the total.
   */
  async page(
    clubId: ObjectId,
    search: ReservationSearch,
    at: { after: ReservationListKey } | { skip: number },
    pageSize: number,
  ) {
    const rows = await this.pageCursor(clubId, search, at, pageSize + 1).toArray();
    const more = rows.length > pageSize;
    let total: number | null = null;
    if ("skip" in at) {
      // A page that holds the window's last row (and is not past it) already says how many match: no count.
      const skipped = at.skip;
      total =
        !more && (rows.length > 0 || skipped === 0)
          ? skipped + rows.length
          : await this.count(clubId, search);
    }
    return { list: rows.slice(0, pageSize), more, total };
  }

  /**
   * Changes a reservation only if it still has the status, slot, party and version the caller decided on, and
   * counts the change in its version. A change of status names the status it expects, so the customer's count
   * knows what it moves from; the customer is not changed here (a move between customers needs its own write
   * that keeps both counts).
   */
  async updateIf(
    clubId: ObjectId,
    id: ObjectId,
    expected: Partial<
      Pick<ReservationDoc, "status" | "date" | "courseId" | "teeTime" | "players" | "version">
    >,
    set: Partial<Omit<ReservationDoc, "customerId">>,
  ) {
    if (set.status !== undefined && expected.status === undefined)
      throw new Error("updateIf: a change of status must name the status it expects");
    const { version, ...rest } = expected;
    const filter: Filter<ReservationDoc> = { _id: id, clubId, ...rest };
    if (version !== undefined) filter.version = versionFilter(version);
    const written = await this.collection.findOneAndUpdate(
      filter,
      { $set: set, $inc: { version: 1 } },
      tx({ returnDocument: "after" as const }),
    );
    if (written && expected.status !== undefined && expected.status !== written.status)
      await this.customerCounts.move(clubId, { ...written, status: expected.status }, written);
    return written;
  }

  /**
   * The payments taken on a club-local day, voided ones included (the takings leave them out): the bookings with
   * one, by `club_payment_day`, all in the first reply (no `getMore`), each booking's payments of that day in order.
   */
  async paymentsOn(clubId: ObjectId, day: string) {
    const docs = await this.collection
      .find({ clubId, "payments.day": day }, { projection: { _id: 0, payments: 1 }, batchSize: 10_000 })
      .toArray();
    return docs.flatMap((doc) => (doc.payments ?? []).filter((payment) => payment.day === day));
  }
}
