import type { Collection, Db, ObjectId } from "mongodb";

export interface OutboxDoc {
  _id?: ObjectId;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  createdAt: Date;
}

/** Mails kept instead of sent when no SMTP server is configured (development, demo, tests). */
export class OutboxRepository {
  readonly collection: Collection<OutboxDoc>;

  constructor(db: Db) {
    this.collection = db.collection<OutboxDoc>("dev_outbox");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ to: 1, createdAt: -1 }, { name: "to_created" });
  }

  insert(mail: OutboxDoc) {
    return this.collection.insertOne(mail);
  }

  findNewest(to: string | undefined, limit: number) {
    return this.collection
      .find(to ? { to: to.toLowerCase() } : {})
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }
}
