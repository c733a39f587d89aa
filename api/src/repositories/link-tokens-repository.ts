import type { Collection, Db, ObjectId } from "mongodb";

export type LinkTokenKind = "email_verification" | "password_reset";

export interface LinkTokenDoc {
  /** SHA-256 of the token carried by the mailed link. */
  _id: string;
  kind: LinkTokenKind;
  accountId: ObjectId;
  createdAt: Date;
  expiresAt: Date;
}

/** Single-use tokens for mailed links (email verification, password reset). */
export class LinkTokensRepository {
  readonly collection: Collection<LinkTokenDoc>;

  constructor(db: Db) {
    this.collection = db.collection<LinkTokenDoc>("link_tokens");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: "expires_ttl" });
    await this.collection.createIndex({ accountId: 1, kind: 1 }, { name: "account_kind" });
  }

  /** Only the newest link of a kind works: issuing one retires the earlier ones. */
  async replace(token: LinkTokenDoc) {
    await this.retire(token.accountId, token.kind);
    await this.collection.insertOne(token);
  }

  async retire(accountId: ObjectId, kind: LinkTokenKind) {
    await this.collection.deleteMany({ accountId, kind });
  }

  /**
   * Consumes a live token. The delete decides the winner, so two concurrent uses of one link cannot both
   * succeed, even across API instances.
   */
  async consume(digest: string, kind: LinkTokenKind, now: Date): Promise<ObjectId | null> {
    const token = await this.collection.findOne({ _id: digest, kind, expiresAt: { $gt: now } });
    if (!token) return null;
    const { deletedCount } = await this.collection.deleteOne({ _id: digest, kind });
    return deletedCount === 1 ? token.accountId : null;
  }
}
