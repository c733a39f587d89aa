import type { Collection, Db, ObjectId } from "mongodb";
import type { AccountDoc } from "./accounts-repository";

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

  /**
   * Every authenticated call starts here, so the session and its account come back in one round trip
   * ($lookup on the accounts `_id` index) instead of two. The TTL monitor removes expired sessions lazily, so expiry is checked here too.
   */
  async findLiveWithAccount(digest: string, now: Date) {
    const [found] = await this.collection
      .aggregate<SessionDoc & { account: AccountDoc[] }>([
        { $match: { _id: digest, expiresAt: { $gt: now } } },
        { $limit: 1 },
        { $lookup: { from: "accounts", localField: "accountId", foreignField: "_id", as: "account" } },
      ])
      .toArray();
    if (!found) return null;
    const { account, ...session } = found;
    return account[0] ? { session: session as SessionDoc, account: account[0] } : null;
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
