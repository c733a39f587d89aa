import type { Collection, Db } from "mongodb";

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

  private key(subject: string, windowMs: number, now: Date) {
    return `${subject}:${Math.floor(now.getTime() / windowMs)}`;
  }

  async count(subject: string, windowMs: number, now: Date) {
    const doc = await this.collection.findOne({ _id: this.key(subject, windowMs, now) });
    return doc?.count ?? 0;
  }

  async hit(subject: string, windowMs: number, now: Date) {
    const windowEnd = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
    await this.collection.updateOne(
      { _id: this.key(subject, windowMs, now) },
      { $inc: { count: 1 }, $set: { expiresAt: new Date(windowEnd) } },
      { upsert: true },
    );
  }

  clear(subject: string, windowMs: number, now: Date) {
    return this.collection.deleteOne({ _id: this.key(subject, windowMs, now) });
  }
}
