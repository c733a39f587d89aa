import type { Collection, Db, ObjectId } from "mongodb";

export interface SessionDoc {
  /** SHA-256 of the bearer token. */
  _id: string;
  accountId: ObjectId;
  createdAt: Date;
  expiresAt: Date;
  /** Set by verify-password; profile edits require a recent one. */
  passwordVerifiedAt: Date | null;
}

export class SessionsRepository {
  readonly collection: Collection<SessionDoc>;

  constructor(db: Db) {
    this.collection = db.collection<SessionDoc>("sessions");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: "expires_ttl" });
    await this.collection.createIndex({ accountId: 1 }, { name: "account" });
  }

  insert(session: SessionDoc) {
    return this.collection.insertOne(session);
  }

  /** The TTL monitor removes expired sessions lazily, so expiry is also checked here. */
  findLive(digest: string, now: Date) {
    return this.collection.findOne({ _id: digest, expiresAt: { $gt: now } });
  }

  markPasswordVerified(digest: string, at: Date) {
    return this.collection.updateOne({ _id: digest }, { $set: { passwordVerifiedAt: at } });
  }

  deleteOne(digest: string) {
    return this.collection.deleteOne({ _id: digest });
  }

  deleteAllForAccount(accountId: ObjectId, exceptDigest?: string) {
    return this.collection.deleteMany(
      exceptDigest ? { accountId, _id: { $ne: exceptDigest } } : { accountId },
    );
  }
}
