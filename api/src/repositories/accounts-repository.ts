import type { Company } from "contracts/domains/accounts/schemas";
import type { ClientStatus } from "contracts/domains/clients/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import type { Collection, Db, Filter, ObjectId } from "mongodb";
import { dropIndexesIfPresent, NEWEST_FIRST, pageOf } from "./common";

export type AccountKind = "business" | "employee" | "admin";

/** Stored as the API shows it, plus the certificate's file. */
export type CompanyDoc = Company & { certificateFileId: ObjectId | null };

export interface StatusLogDoc {
  status: ClientStatus;
  date: Date;
  description: string;
}

export interface AccountDoc {
  _id: ObjectId;
  /** Always lower case, so the unique index also rejects case variants. */
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  kind: AccountKind;
  isAdmin: boolean;
  country: string;
  company: CompanyDoc | null;
  emailVerifiedAt: Date | null;
  status: ClientStatus;
  statusLog: StatusLogDoc[];
  memo: string;
  /** The language of the account's last sign-in, for mail sent to it by others (absent until then). */
  language?: MessageLanguage;
  createdAt: Date;
  updatedAt: Date;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface AccountSearch {
  kind: AccountDoc["kind"];
  status?: ClientStatus;
}

export class AccountsRepository {
  readonly collection: Collection<AccountDoc>;

  constructor(db: Db) {
    this.collection = db.collection<AccountDoc>("accounts");
  }

  async ensureIndexes() {
    await this.collection.createIndex({ email: 1 }, { unique: true, name: "email_unique" });
    // Client review's list, newest first: of every status, and of one.
    await this.collection.createIndex({ kind: 1, createdAt: -1, _id: -1 }, { name: "kind_newest" });
    await this.collection.createIndex(
      { kind: 1, status: 1, createdAt: -1, _id: -1 },
      { name: "kind_status_newest" },
    );
    await dropIndexesIfPresent(this.collection, ["kind_status_created"]);
  }

  insert(account: AccountDoc) {
    return this.collection.insertOne(account);
  }

  findById(id: ObjectId) {
    return this.collection.findOne({ _id: id });
  }

  findByEmail(email: string) {
    return this.collection.findOne({ email: normaliseEmail(email) });
  }

  async isEmpty() {
    return (await this.collection.countDocuments({}, { limit: 1 })) === 0;
  }

  markEmailVerified(id: ObjectId, at: Date) {
    return this.collection.updateOne({ _id: id }, { $set: { emailVerifiedAt: at, updatedAt: at } });
  }

  setPasswordHash(id: ObjectId, passwordHash: string, at: Date) {
    return this.collection.updateOne({ _id: id }, { $set: { passwordHash, updatedAt: at } });
  }

  updateFields(id: ObjectId, fields: Partial<Omit<AccountDoc, "_id">>) {
    return this.collection.updateOne({ _id: id }, { $set: fields });
  }

  appendStatus(id: ObjectId, entry: StatusLogDoc) {
    return this.collection.updateOne(
      { _id: id },
      { $set: { status: entry.status, updatedAt: entry.date }, $push: { statusLog: entry } },
    );
  }

  /** One page of the accounts of `search.kind`, newest first; `search.status` keeps one status. */
  async page(search: AccountSearch, page: number, pageSize: number) {
    const { kind, status } = search;
    const filter: Filter<AccountDoc> = status ? { kind, status } : { kind };
    return pageOf(this.collection, filter, NEWEST_FIRST, page, pageSize);
  }
}
