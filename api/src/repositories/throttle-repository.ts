import { type Collection, type Db, MongoServerError } from "mongodb";

export interface ThrottleDoc {
  /** `<purpose>:<subject>:<window number>` */
  _id: string;
  count: number;
  expiresAt: Date;
}

/** Fixed-window counters shared by every API instance; old windows vanish through the TTL index. */
export class ThrottleRepository {
  readonly collection: Collection<ThrottleDoc>;

  constructor(db: Db) {
    this.collection = db.collection<ThrottleDoc>("throttles");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: "expires_ttl" });
  }

  /**
   * Counts one attempt (or `attempts` at once) and answers the window's count including them, in one atomic
   * update: concurrent attempts each see a different count, so a burst cannot slip under the limit the way
   * check-then-record would let it.
   */
  async take(
    subject: string,
    windowMs: number,
    now: Date,
    attempts = 1,
  ): Promise<{ key: string; count: number }> {
    const window = Math.floor(now.getTime() / windowMs);
    const key = `${subject}:${window}`;
    const update = () =>
      this.collection.findOneAndUpdate(
        { _id: key },
        { $inc: { count: attempts }, $set: { expiresAt: new Date((window + 1) * windowMs) } },
        { upsert: true, returnDocument: "after" },
      );
    // Two first attempts may both try to insert the window; the loser's retry finds it.
    const doc = await update().catch((error: unknown) => {
      if (error instanceof MongoServerError && error.code === 11000) return update();
      throw error;
    });
    return { key, count: doc?.count ?? attempts };
  }

  /** An attempt that turned out not to count. */
  async giveBack(key: string) {
    await this.collection.updateOne({ _id: key, count: { $gt: 0 } }, { $inc: { count: -1 } });
  }

  /** A success forgives the earlier failures of its window. */
  async forget(key: string) {
    await this.collection.deleteOne({ _id: key });
  }
}
